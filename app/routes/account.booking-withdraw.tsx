import { m } from "~/i18n/paraglide/messages.js";
import { confirmWithdrawal, withdrawalStep } from "~/bookings/withdrawal-step.server";
import { RefundPolicyNote } from "~/payments/refund-policy-note";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { SectionLabel } from "~/components/ui/section";
import { loaderMeta } from "~/seo/loader-meta";
import type { Route } from "./+types/account.booking-withdraw";
import type { RouteHandle } from "~/types/route-handle";

/** The withdrawal button's confirmation step: HTML only, rendered for its learner (issue 65). */
export const handle: RouteHandle = { page: "personal" };

export const loader = (args: Route.LoaderArgs) => withdrawalStep(args);

export const action = (args: Route.ActionArgs) => confirmWithdrawal(args);

export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta = loaderMeta;

export default function WithdrawFromContract({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, course } = loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to={`/account/bookings/${reference}`}>{m.cancel_back({ reference })}</BackLink>
        <div>
          <SectionLabel>{m.withdraw_label()}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">{m.withdraw_heading({ course })}</h1>
        </div>
        <FormMessage tone="error">{actionData?.error}</FormMessage>
        {loaderData.open ? (
          <>
            <p className="text-lg text-base-content/85">{m.withdraw_text({ day: loaderData.lastDay })}</p>
            <dl className="space-y-1 text-sm">
              <div>
                <dt className="font-semibold">{m.withdraw_who()}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  {loaderData.who.name} ({loaderData.who.email})
                </dd>
              </div>
              <div>
                <dt className="font-semibold">{m.withdraw_what()}</dt>
                <dd className="[overflow-wrap:anywhere]">
                  {course}, {loaderData.dates}, {m.booking_page_reference({ reference })}
                </dd>
              </div>
            </dl>
            {loaderData.kept ? <p>{loaderData.kept}</p> : null}
            <p>{loaderData.money}</p>
            <p className="text-sm text-base-content/75">{m.withdraw_receipt()}</p>
            <form noValidate method="post" className="flex flex-wrap gap-3">
              <Button type="submit">{m.withdraw_confirm()}</Button>
              <ButtonLink to={`/account/bookings/${reference}`} variant="ghost">
                {m.withdraw_keep()}
              </ButtonLink>
            </form>
          </>
        ) : (
          <>
            <Notice>{loaderData.over}</Notice>
            <RefundPolicyNote lines={loaderData.refundPolicy} />
            <div className="flex flex-wrap gap-3">
              {loaderData.canCancel ? (
                <ButtonLink to={`/account/bookings/${reference}/cancel`} variant="outline">
                  {m.booking_page_cancel_seat()}
                </ButtonLink>
              ) : null}
              <ButtonLink to={`/account/bookings/${reference}`} variant="ghost">
                {m.withdraw_keep()}
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
