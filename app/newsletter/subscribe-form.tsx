import { MailPlus } from "lucide-react";
import { CheckboxGroupField } from "~/components/forms/checkbox-group-field";
import { EmailField } from "~/components/forms/email-field";
import { Button } from "~/components/ui/button";
import { getLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { LanguageChoice } from "./language-choice";
import { listOptions, subscriptionConsent } from "./newsletter-lists";

/** What a refused form sent, to show again, and what was wrong with it, in the page's language. */
export type SubscribeValues = { email?: string; language?: string; lists?: string[] };
export type SubscribeErrors = { email?: string; language?: string; lists?: string };

/**
 * The newsletter's subscribe form (issue 68): an address, the lists, and the language of the
 * mail, the page's chosen. A plain form, so it works without scripts wherever it is (the footer,
 * the blog, a post); no box comes ticked, as consent is the visitor's to give. `id` tells its
 * fields apart from another copy's on the same page.
 */
export function SubscribeForm({ id, values = {}, errors = {} }: { id: string; values?: SubscribeValues; errors?: SubscribeErrors }) {
  return (
    <form
      noValidate
      method="post"
      action={localizedPath("/newsletter/subscribe")}
      aria-label={m.newsletter_form_name()}
      className="space-y-4"
    >
      <EmailField id={`${id}-email`} defaultValue={values.email} error={errors.email} />
      <CheckboxGroupField
        name="lists"
        legend={m.newsletter_lists_legend()}
        options={listOptions()}
        checked={values.lists ?? []}
        error={errors.lists}
      />
      <LanguageChoice id={id} chosen={values.language ?? getLocale()} error={errors.language} />
      <p className="text-sm text-base-content/70">
        {subscriptionConsent()}{" "}
        <a href={`${localizedPath("/privacy")}#newsletter`} className="font-semibold text-primary underline underline-offset-2">
          {m.newsletter_privacy_link()}
        </a>
      </p>
      <Button type="submit" className="w-full">
        <MailPlus aria-hidden="true" className="size-4" />
        {m.newsletter_subscribe()}
      </Button>
    </form>
  );
}
