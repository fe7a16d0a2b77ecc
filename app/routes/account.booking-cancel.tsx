import { m } from "~/i18n/paraglide/messages.js";
import { cancelLearnerBooking, cancellationStep } from "~/bookings/booking-cancellation.server";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/account.booking-cancel";
import type { RouteHandle } from "~/types/route-handle";

/** The step before a learner cancels: HTML only, rendered for them. */
export const handle: RouteHandle = { page: "personal" };

export const loader = (args: Route.LoaderArgs) => cancellationStep(args);

export const action = (args: Route.ActionArgs) => cancelLearnerBooking(args);

export const meta = loaderMeta;

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, course, startsOn, waiting, paid, cardRefund, team } = loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to={`/account/bookings/${reference}`}>{m.cancel_back({ reference })}</BackLink>
        <div>
          <SectionLabel>{waiting ? m.cancel_leave_label() : m.cancel_seat_label()}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">
            {waiting ? m.cancel_leave_heading({ course }) : m.cancel_seat_heading({ course })}
          </h1>
        </div>
        <FormMessage tone="error">{actionData?.error}</FormMessage>
        <p className="text-lg text-base-content/85">
          {waiting ? m.cancel_leave_text({ startsOn }) : m.cancel_seat_text({ startsOn })}
          {cardRefund ?? (paid ? m.cancel_transfer_refund() : "")}
        </p>
        {team ? (
          <p className="[overflow-wrap:anywhere] text-base-content/85">{m.team_seat_cancel_note({ company: team.company })}</p>
        ) : null}
        <form noValidate method="post" className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline">
            {waiting ? m.cancel_leave_submit() : m.cancel_seat_submit()}
          </Button>
          <ButtonLink to={`/account/bookings/${reference}`} variant="ghost">
            {waiting ? m.cancel_leave_keep() : m.cancel_seat_keep()}
          </ButtonLink>
        </form>
      </div>
    </Container>
  );
}
