import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import type { BookingBlock } from "./booker.server";

/** What each block says on the confirmation step, and as the answer to a booking it refused. */
export const blockWords: Record<BookingBlock, { heading: string; refusal: string }> = {
  unverified: {
    heading: "Verify your email address to book",
    refusal: "Verify your email address first: nothing was booked. Ask for a link on this page, open it, then confirm again.",
  },
  "no-email": {
    heading: "Add an email address to book",
    refusal: "Your account has no email address: add one on your account page, then book.",
  },
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
        {blockWords[block].heading}
      </h2>
      {block === "unverified" ? (
        <>
          <p className="[overflow-wrap:anywhere] text-base-content/85">
            We email your seat&apos;s details, and any change to them, to <span className="font-semibold text-base-content">{email}</span>,
            so we need to know that it reaches you. We&apos;ll email you a link: open it, and it brings you back here to confirm.
          </p>
          <FormMessage tone="success">
            {sent ? `We've sent a link to ${email}. Open it to verify your address; it brings you back to this page.` : null}
          </FormMessage>
          <FormMessage tone="error">{error}</FormMessage>
          <form noValidate method="post" className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="send-verification" />
            <Button type="submit" variant={sent ? "outline" : "primary"}>
              {sent ? "Send another link" : "Email me a link"}
            </Button>
            <ButtonLink to="/account#verify-heading" variant="ghost">
              Your account
            </ButtonLink>
          </form>
        </>
      ) : block === "no-email" ? (
        <>
          <p className="text-base-content/85">
            We email your seat&apos;s details and any change to them, so a booking needs an email address.
          </p>
          <ButtonLink to="/account">Add one on your account page</ButtonLink>
        </>
      ) : (
        <>
          <FormMessage tone="error">{error}</FormMessage>
          <p className="text-base-content/85">
            The service that keeps accounts did not answer. Nothing is booked; reload this page in a minute to confirm.
          </p>
        </>
      )}
    </section>
  );
}
