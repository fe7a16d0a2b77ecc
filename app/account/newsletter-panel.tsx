import { ButtonLink } from "~/components/ui/button";
import { m } from "~/i18n/paraglide/messages.js";
import { ChosenLists } from "~/newsletter/chosen-lists";
import type { MyNewsletter } from "~/newsletter/account-newsletter.server";
import { AccountPanel } from "./account-panel";

/**
 * The newsletter as the account's verified address receives it (issue 68): its lists and
 * language, a request still waiting for its confirmation, and the address's own page to change
 * them. Nothing for an address not yet verified: an account could name someone else's.
 */
export function NewsletterPanel({ newsletter }: { newsletter: MyNewsletter }) {
  return (
    <AccountPanel id="newsletter" title={m.account_newsletter_title()} intro={m.account_newsletter_intro()}>
      {newsletter.kind === "subscribed" ? (
        <div className="space-y-4">
          {newsletter.lists.length > 0 ? (
            <>
              <p>{m.account_newsletter_receives({ language: newsletter.language })}</p>
              <ChosenLists lists={newsletter.lists} />
            </>
          ) : null}
          {newsletter.waiting ? <p>{m.account_newsletter_waiting()}</p> : null}
          <ButtonLink to={newsletter.change} variant="outline" reloadDocument>
            {m.newsletter_change_link()}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-4">
          <p>{newsletter.kind === "unverified" ? m.account_newsletter_unverified() : m.account_newsletter_none()}</p>
          <ButtonLink to="/newsletter" variant="outline" reloadDocument>
            {m.account_newsletter_subscribe()}
          </ButtonLink>
        </div>
      )}
    </AccountPanel>
  );
}
