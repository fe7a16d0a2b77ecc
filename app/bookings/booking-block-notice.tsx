import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import type { BookingBlock } from "./booker.server";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";

/** What each block says on the confirmation step, and as the answer to a booking it refused. */
export const blockWords: Record<BookingBlock, { heading: () => string; refusal: () => string }> = {
  unverified: { heading: m.block_unverified_heading, refusal: m.block_unverified_refusal },
  "no-email": { heading: m.block_no_email_heading, refusal: m.block_no_email_refusal },
};

/**
 * The confirmation step when the account cannot book yet, in place of its form: why, and the
 * one thing to do about it. A booking mails its details and every change to them, so it needs
 * an address the learner has proved is theirs; the new link is a plain form the server sends.
 */
export function BookingBlockNotice({
  block,
  email,
  sent,
  error,
}: {
  block: BookingBlock;
  email: string | null;
  sent: boolean;
  error?: string;
}) {
  return (
    <section aria-labelledby="booking-block-heading" className="space-y-4 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
      <h2 id="booking-block-heading" className="text-lg font-semibold">
        {blockWords[block].heading()}
      </h2>
      {block === "unverified" ? (
        <>
          <p className="[overflow-wrap:anywhere] text-base-content/85">
            {richText(m.block_unverified_why, { email: <span className="font-semibold text-base-content">{email}</span> })}
          </p>
          <FormMessage tone="success">{sent ? m.block_link_sent({ email: email ?? "" }) : null}</FormMessage>
          <FormMessage tone="error">{error}</FormMessage>
          <form noValidate method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="send-verification" />
            <Button type="submit" variant={sent ? "outline" : "primary"}>
              {sent ? m.block_send_another() : m.block_send_link()}
            </Button>
            <ButtonLink to="/account#verify-heading" variant="ghost">
              {m.account_yours()}
            </ButtonLink>
          </form>
        </>
      ) : block === "no-email" ? (
        <>
          <p className="text-base-content/85">{m.block_no_email_why()}</p>
          <ButtonLink to="/account">{m.block_add_email()}</ButtonLink>
        </>
      ) : (
        <>
          <FormMessage tone="error">{error}</FormMessage>
          <p className="text-base-content/85">{m.block_unavailable()}</p>
        </>
      )}
    </section>
  );
}
