import { m } from "~/i18n/paraglide/messages.js";
import { SubscribeForm } from "./subscribe-form";

/** The newsletter's invitation beside its form: the footer's band, and the blog's and each post's section. */
export function NewsletterSignup({ id }: { id: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6 md:grid-cols-2 md:gap-12">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {m.newsletter_heading()}
        </h2>
        <p className="mt-2 text-base-content/75">{m.newsletter_pitch()}</p>
      </div>
      <SubscribeForm id={id} />
    </section>
  );
}
