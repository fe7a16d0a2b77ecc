import { ChevronDown } from "lucide-react";
import { m } from "~/i18n/paraglide/messages.js";
import { SubscribeForm } from "./subscribe-form";

/**
 * The footer's newsletter: a line that opens to its form (a native disclosure, which works
 * without scripts and with the keyboard), so that every page's foot stays short on a phone;
 * the blog and each post show the form open in their own body.
 */
export function FooterNewsletter({ id }: { id: string }) {
  return (
    <details className="group">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-lg font-semibold hover:text-primary [&::-webkit-details-marker]:hidden">
        <span>{m.newsletter_heading()}</span>
        <ChevronDown
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="mt-4 grid gap-6 md:grid-cols-2 md:gap-12">
        <p className="text-base-content/75">{m.newsletter_pitch()}</p>
        <SubscribeForm id={id} />
      </div>
    </details>
  );
}
