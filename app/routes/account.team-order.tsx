import { answerTeamOrderPage, teamOrderPage, type ParticipantAnswer } from "~/bookings/team-order-page.server";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { InvoiceLinks } from "~/invoices/invoice-links";
import { BackLink } from "~/components/page/back-link";
import { Container } from "~/components/ui/container";
import { SectionLabel } from "~/components/ui/section";
import { Surface } from "~/components/ui/surface";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { loaderMeta } from "~/seo/loader-meta";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/account.team-order";

/** One buyer's team order: HTML only, rendered for them and stored by no one. */
export const handle: RouteHandle = { page: "personal", keptForSession: 10 };

export const loader = (args: Route.LoaderArgs) => teamOrderPage(args);

export const action = (args: Route.ActionArgs) => answerTeamOrderPage(args);

export const meta = loaderMeta;

export default function TeamOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, course, runs, payment, documents, seatList, cardStep, returned, cancel, cancelledNow } = loaderData;
  const answer = actionData as ParticipantAnswer | undefined;
  const here = localizedPath(`/account/team-orders/${order.reference}`);
  const orderError = answer && !answer.bookingId ? answer.error : undefined;
  return (
    <Container className="py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6">
        <BackLink to="/account">{m.account_title()}</BackLink>
        <div>
          <SectionLabel>{m.team_order_label({ reference: order.reference })}</SectionLabel>
          <h1 className="mt-1 text-title font-bold [overflow-wrap:anywhere]">{course.title}</h1>
          <p className="mt-2 text-base-content/85" data-team-order-state={order.state}>
            {order.stateText}
          </p>
        </div>
        <FormMessage tone="error">{orderError}</FormMessage>
        <FormMessage tone="success">{cancelledNow ? m.team_cancel_done() : undefined}</FormMessage>
        {cardStep ? (
          <Surface as="section" aria-labelledby="pay-heading" padding="lg">
            <h2 id="pay-heading" className="font-bold">
              {m.team_order_pay_heading()}
            </h2>
            {returned === "unavailable" ? <p className="mt-2">{m.team_order_card_unavailable()}</p> : null}
            {returned === "cancelled" ? <p className="mt-2">{m.team_order_card_cancelled()}</p> : null}
            {cardStep === "confirming" ? (
              <p className="mt-2">
                {m.team_order_card_confirming()}{" "}
                <a href={here} className="font-semibold underline underline-offset-2 hover:text-primary">
                  {m.team_order_look_again()}
                </a>
              </p>
            ) : (
              <form noValidate method="post" action={here} className="mt-3">
                <Button type="submit" name="intent" value="pay">
                  {cardStep === "continue"
                    ? m.booking_page_continue_card({ amount: order.total })
                    : m.booking_page_pay_card({ amount: order.total })}
                </Button>
              </form>
            )}
          </Surface>
        ) : null}
        <Surface as="section" aria-labelledby="order-heading" padding="lg">
          <h2 id="order-heading" className="font-bold">
            {m.team_order_facts()}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-semibold">{m.team_order_dates()}</dt>
            <dd>{runs}</dd>
            <dt className="font-semibold">{m.team_order_company()}</dt>
            <dd className="[overflow-wrap:anywhere]">{order.company}</dd>
            {order.purchaseOrder ? (
              <>
                <dt className="font-semibold">{m.team_order_purchase_order()}</dt>
                <dd className="[overflow-wrap:anywhere]">{order.purchaseOrder}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{m.team_step_seats()}</dt>
            <dd>{m.team_order_seats_price({ count: order.seats, price: order.perSeat })}</dd>
            <dt className="font-semibold">{m.team_order_total()}</dt>
            <dd className="font-semibold">{order.total}</dd>
          </dl>
        </Surface>
        {payment ? (
          <Surface as="section" aria-labelledby="pay-heading" padding="lg">
            <h2 id="pay-heading" className="font-bold">
              {m.team_order_pay_heading()}
            </h2>
            <p className="mt-2">{m.team_order_pay({ total: order.total, day: payment.day, reference: order.reference })}</p>
            {payment.bank ? (
              <p className="mt-2 font-mono text-sm [overflow-wrap:anywhere]">
                {m.invoice_pay_to({ payee: payment.bank.payee, iban: payment.bank.iban })}
              </p>
            ) : (
              <p className="mt-2 text-sm text-base-content/80">{m.bank_transfer_invoice_follows()}</p>
            )}
          </Surface>
        ) : null}
        {/* The files are at one address in every language: each is in the order's own language. */}
        <InvoiceLinks invoices={documents} href={(number) => `/account/team-orders/${order.reference}/invoices/${number}`} />
        <Surface as="section" aria-labelledby="seats-heading" padding="lg">
          <h2 id="seats-heading" className="font-bold">
            {m.team_order_seats_heading()}
          </h2>
          <p className="mt-2 text-sm text-base-content/80">{m.team_order_seats_intro()}</p>
          <ul className="mt-3 divide-y divide-base-300">
            {seatList.map((seat) => {
              const answered = answer?.bookingId === seat.id ? answer : undefined;
              // A refused cancellation says so at its own button, a refused name in the naming form.
              const mine = answered?.cancelling ? undefined : answered;
              const cancelRefused = answered?.cancelling ? answered.error : undefined;
              return (
                <li key={seat.reference} className="space-y-2 py-3">
                  <p className="flex flex-wrap gap-3">
                    <span className="font-mono">{seat.reference}</span>
                    <span className="text-base-content/75">{seat.state}</span>
                  </p>
                  <p className="[overflow-wrap:anywhere]">{seat.participant}</p>
                  <FormMessage tone="success">{mine?.done}</FormMessage>
                  {seat.canName ? (
                    <details open={Boolean(mine?.error) || undefined}>
                      <summary className="cursor-pointer font-semibold text-primary">
                        {seat.named ? m.team_participant_swap() : m.team_participant_invite()}
                        <span className="sr-only"> {seat.reference}</span>
                      </summary>
                      <form noValidate method="post" action={here} className="mt-3 space-y-4">
                        <FormMessage tone="error">{mine?.error}</FormMessage>
                        <input type="hidden" name="bookingId" value={seat.id} />
                        <TextField
                          name="name"
                          id={`name-${seat.id}`}
                          label={m.team_participant_name()}
                          autoComplete="off"
                          maxLength={120}
                          defaultValue={mine?.typed?.name}
                          error={mine?.errors?.name}
                        />
                        <TextField
                          name="email"
                          id={`email-${seat.id}`}
                          type="email"
                          label={m.team_participant_email_label()}
                          autoComplete="off"
                          maxLength={254}
                          defaultValue={mine?.typed?.email}
                          error={mine?.errors?.email}
                        />
                        <Button type="submit" variant="outline">
                          {m.team_participant_invite()}
                        </Button>
                      </form>
                    </details>
                  ) : null}
                  {seat.canName && cancel?.bySeat ? (
                    <details open={Boolean(cancelRefused) || undefined}>
                      <summary className="cursor-pointer font-semibold text-error">
                        {m.team_cancel_seat()}
                        <span className="sr-only"> {seat.reference}</span>
                      </summary>
                      <form noValidate method="post" action={here} className="mt-3 space-y-3">
                        <FormMessage tone="error">{cancelRefused}</FormMessage>
                        <p className="text-sm">{cancel.refundWords}</p>
                        <input type="hidden" name="bookingId" value={seat.id} />
                        <Button type="submit" name="intent" value="cancel" variant="outline">
                          {m.team_cancel_seat_confirm({ reference: seat.reference })}
                        </Button>
                      </form>
                    </details>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Surface>
        {cancel && (cancel.seatsLeft > 1 || !cancel.bySeat) ? (
          <Surface as="section" aria-labelledby="cancel-heading" padding="lg">
            <h2 id="cancel-heading" className="font-bold">
              {m.team_cancel_heading()}
            </h2>
            <p className="mt-2 text-sm">{cancel.refundWords}</p>
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-error">{m.team_cancel_order({ count: cancel.seatsLeft })}</summary>
              <form noValidate method="post" action={here} className="mt-3">
                <Button type="submit" name="intent" value="cancel" variant="outline">
                  {m.team_cancel_order_confirm({ count: cancel.seatsLeft })}
                </Button>
              </form>
            </details>
          </Surface>
        ) : null}
      </div>
    </Container>
  );
}
