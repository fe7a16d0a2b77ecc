import { ArrowRightLeft, BadgeCheck, Download, History, Users, X } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { FormMessage } from "~/components/forms/form-message";
import { BackLink } from "~/components/page/back-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { Surface } from "~/components/ui/surface";
import { postedForm } from "~/.server/posted-form";
import { uuidParam } from "~/.server/uuid-param";
import { calendarDay, isoDay } from "~/cohorts/calendar-day";
import { readStaffCohortForm, updateCohort } from "~/cohorts/cohort-admin.server";
import { cohortFormRules, cohortListFields, typedCohortValues, type CohortFormValues } from "~/cohorts/cohort-form";
import { CohortForm, type CohortFormErrors } from "~/cohorts/cohort-form-fields";
import { BookingStateBadge, CohortStateBadge, cohortFormatLabels, cohortStateOptions } from "~/cohorts/cohort-labels";
import { cohortRecord, findCohort } from "~/cohorts/cohort-list.server";
import { venueOf } from "~/cohorts/cohort-words";
import { scheduleText } from "~/cohorts/meetings";
import { readRosterAction, type RosterIntent } from "~/cohorts/roster-actions.server";
import { cancelBooking, markPaid, moveBooking, releaseExpired } from "~/cohorts/seat-changes.server";
import { SeatChangeError } from "~/cohorts/seat-entrance.server";
import { seatTimes } from "~/cohorts/seat-times.server";
import { courses, findCourse } from "~/content/courses.server";
import { formatPrice } from "~/config/money";
import { database } from "~/database/database.server";
import { isLiveBooking } from "~/database/schema.server";
import { staffTime } from "~/leads/received-time";
import { loaderMeta } from "~/seo/loader-meta";
import { pageMeta } from "~/seo/page-meta.server";
import { currentStaff } from "~/staff/staff-access.server";
import type { Route } from "./+types/admin.cohort";

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam(params.id);
  const db = await database();
  const times = seatTimes();
  // Holds and offers that ran out since the sweeper's last pass end now: the roster shows who really has a seat.
  await releaseExpired(db, times, id);
  const today = isoDay(times.now);
  const record = await cohortRecord(db, id, today);
  if (!record) throw data(null, { status: 404 });
  const { cohort, roster, events, moveTargets } = record;
  const course = findCourse(cohort.courseSlug);
  const title = course?.title ?? cohort.courseSlug;
  const values: CohortFormValues = {
    courseSlug: cohort.courseSlug,
    startsOn: cohort.startsOn,
    endsOn: cohort.endsOn,
    meetingDays: cohort.meetingDays.join(","),
    startsAt: cohort.startsAt,
    endsAt: cohort.endsAt,
    format: cohort.format,
    address: cohort.address ?? "",
    onlineLink: cohort.onlineLink ?? "",
    capacity: String(cohort.capacity),
    price: cohort.price === null ? "" : String(cohort.price),
    state: cohort.state,
  };
  return {
    id: cohort.id,
    title,
    runs: `${calendarDay(cohort.startsOn)} to ${calendarDay(cohort.endsOn)}`,
    cohort: {
      schedule: scheduleText(cohort),
      format:
        cohort.format === "online"
          ? `${cohortFormatLabels.online}: ${cohort.onlineLink ?? "no joining link yet"}`
          : `${cohortFormatLabels["in-person"]}: ${venueOf(cohort.address)}`,
      state: cohort.state,
      seats: `${cohort.seatsTaken} of ${cohort.capacity} taken`,
      waiting: roster.filter((booking) => booking.state === "waiting").length,
      price:
        cohort.price !== null
          ? `${formatPrice(cohort.price)} (this cohort's own price)`
          : course
            ? `${formatPrice(course.price)} (the course's price)`
            : "The course's price",
      started: cohort.startsOn <= today,
    },
    form: {
      values,
      // A new form once the cohort is saved, showing it as stored; a refused one keeps what was typed.
      key: cohort.updatedAt.toISOString(),
      keptStartsOn: cohort.startsOn,
    },
    courses: courses.map(({ slug, title }) => ({ id: slug, label: title })),
    today,
    created: new URL(request.url).searchParams.has("created"),
    roster: roster.map((booking) => ({
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      email: booking.email,
      state: booking.state,
      // Held until the payment is due; offered until the offer ends.
      until: booking.holdUntil ? staffTime(booking.holdUntil) : null,
      booked: staffTime(booking.bookedAt),
      paid: booking.paidAt ? staffTime(booking.paidAt) : null,
      amount: formatPrice(booking.amount),
      canMarkPaid: booking.state === "held",
      canCancel: isLiveBooking(booking.state),
      canMove: booking.state === "held" || booking.state === "confirmed",
    })),
    moveTargets: moveTargets.map((target) => {
      const free = target.capacity - target.seatsTaken;
      return {
        id: target.id,
        label: `${calendarDay(target.startsOn)}, ${free <= 0 ? "full" : free === 1 ? "1 seat free" : `${free} seats free`}`,
      };
    }),
    events: events.map((event) => ({ id: event.id, at: staffTime(event.at), by: event.actorEmail, detail: event.detail })),
    meta: pageMeta({
      title: `${title}, ${calendarDay(cohort.startsOn)}`,
      description: "A cohort's details, its roster and what the staff did to it.",
    }),
  };
}

type ActionAnswer =
  /** The cohort form: its messages, and what was typed. `confirmCancel` asks for the box that says cancelling is meant. */
  | { form: "cohort"; values?: CohortFormValues; errors?: CohortFormErrors; confirmCancel?: boolean; error?: string; done?: string }
  | { form: "roster"; intent: RosterIntent | null; bookingId: string | null; error?: string; done?: string }
  /** A form none of the page's could be told from. */
  | { form: null; error: string };

const CONFIRM_CANCEL = "Cancelling ends every booking on this cohort and emails everyone on it. Tick the box to confirm, then save.";

const rosterDone: Record<RosterIntent, string> = {
  "mark-paid": "Marked paid: the seat is confirmed, and the learner is emailed.",
  cancel: "Booking cancelled: the learner is emailed, and a seat it held goes to the first person waiting.",
  move: "Booking moved: the learner is emailed, and the seat here goes to the first person waiting.",
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = uuidParam(params.id);
  const staff = currentStaff(context);
  const db = await database();
  const cohort = await findCohort(db, id);
  if (!cohort) throw data(null, { status: 404 });
  // Only the details form sends a field more than once (a box for each day it meets).
  const posted = await postedForm(request, { lists: cohortListFields });
  const times = seatTimes();

  if (posted.ok && posted.form.get("intent") === "save") {
    const { form } = posted;
    const rules = cohortFormRules(
      { courseSlugs: courses.map((course) => course.slug), today: isoDay(times.now), keptStartsOn: cohort.startsOn },
      String(form.get("startsOn") ?? ""),
    );
    const read = readStaffCohortForm(form, rules);
    if (!read.ok) return data<ActionAnswer>({ form: "cohort", values: read.values, errors: read.errors }, { status: 400 });
    // Saving "cancelled" mails everyone booked and cannot be undone: a second, deliberate send.
    if (read.cohort.state === "cancelled" && cohort.state !== "cancelled" && form.get("confirmCancel") !== "yes") {
      return data<ActionAnswer>(
        { form: "cohort", values: typedCohortValues(form), errors: { state: CONFIRM_CANCEL }, confirmCancel: true },
        { status: 400 },
      );
    }
    try {
      await updateCohort(db, id, read.cohort, staff, times);
    } catch (error) {
      if (!(error instanceof SeatChangeError)) throw error;
      return data<ActionAnswer>({ form: "cohort", values: typedCohortValues(form), error: error.message }, { status: 409 });
    }
    return data<ActionAnswer>({
      form: "cohort",
      done: read.cohort.state === "cancelled" ? "Cohort cancelled: everyone who was booked is being emailed." : "Cohort saved.",
    });
  }

  const read = readRosterAction(posted);
  if (!read.ok) {
    if (!read.intent) return data<ActionAnswer>({ form: null, error: read.error }, { status: 400 });
    return data<ActionAnswer>({ form: "roster", intent: read.intent, bookingId: read.bookingId, error: read.error }, { status: 400 });
  }
  const { action: change } = read;
  const ids = { bookingId: change.bookingId, cohortId: id };
  try {
    if (change.intent === "mark-paid") await markPaid(db, ids, staff, times);
    else if (change.intent === "cancel") await cancelBooking(db, ids, staff, times);
    else await moveBooking(db, { ...ids, toCohortId: change.toCohortId }, staff, times);
  } catch (error) {
    if (!(error instanceof SeatChangeError)) throw error;
    return data<ActionAnswer>(
      { form: "roster", intent: change.intent, bookingId: change.bookingId, error: error.message },
      { status: 409 },
    );
  }
  return data<ActionAnswer>({ form: "roster", intent: change.intent, bookingId: change.bookingId, done: rosterDone[change.intent] });
}

export const meta = loaderMeta;

type RosterRow = Awaited<ReturnType<typeof loader>>["roster"][number];
type MoveTarget = Awaited<ReturnType<typeof loader>>["moveTargets"][number];

/** What the staff can do to one booking: each a plain form, so the roster works without scripts. */
function RowActions({ row, moveTargets, busy }: { row: RosterRow; moveTargets: MoveTarget[]; busy: (intent: RosterIntent) => boolean }) {
  if (!row.canMarkPaid && !row.canCancel && !row.canMove) return <span className="text-base-content/70">None: ended</span>;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {row.canMarkPaid ? (
        // Confirmed in a step of its own (it mails the learner and cannot be taken back), as Cancel is.
        <details>
          <summary className="btn cursor-pointer rounded-full btn-outline btn-sm">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Mark paid…<span className="sr-only"> {row.reference}</span>
          </summary>
          <Form noValidate method="post" className="mt-2 max-w-64 space-y-2 rounded-box border border-base-300 bg-base-100 p-3">
            <input type="hidden" name="intent" value="mark-paid" />
            <input type="hidden" name="bookingId" value={row.id} />
            <p className="text-sm whitespace-normal">
              Only once {row.amount} from {row.name} has arrived: the seat is confirmed and {row.name} is emailed. It cannot be undone here.
            </p>
            <Button type="submit" variant="primary" className="btn-sm" busy={busy("mark-paid")}>
              Mark {row.reference} paid
            </Button>
          </Form>
        </details>
      ) : null}
      {row.canMove && moveTargets.length > 0 ? (
        <Form noValidate method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="bookingId" value={row.id} />
          <label htmlFor={`move-${row.id}`} className="sr-only">
            Move {row.reference} to
          </label>
          <select id={`move-${row.id}`} name="toCohortId" defaultValue="" required className="select w-auto max-w-56 select-sm">
            <option value="">Move to…</option>
            {moveTargets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.label}
              </option>
            ))}
          </select>
          <Button type="submit" variant="outline" className="btn-sm" busy={busy("move")}>
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            Move<span className="sr-only"> {row.reference}</span>
          </Button>
        </Form>
      ) : null}
      {row.canCancel ? (
        // The confirmation step is the page's own: it opens without scripts, and only its button sends.
        <details>
          <summary className="btn cursor-pointer rounded-full btn-outline btn-error btn-sm">
            <X aria-hidden="true" className="size-4" />
            Cancel…<span className="sr-only"> {row.reference}</span>
          </summary>
          <Form noValidate method="post" className="mt-2 max-w-64 space-y-2 rounded-box border border-error/40 bg-base-100 p-3">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="bookingId" value={row.id} />
            <p className="text-sm whitespace-normal">
              {row.state === "waiting"
                ? `${row.name} leaves the waiting list and is emailed that the booking is cancelled.`
                : `${row.name} is emailed that the booking is cancelled; the seat goes to the first person waiting.`}
            </p>
            <Button type="submit" variant="outline" className="btn-error btn-sm" busy={busy("cancel")}>
              Cancel {row.reference}
            </Button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

export default function CohortPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, title, runs, cohort, form, courses, created, roster, moveTargets, events } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" ? navigation.formData : undefined;
  const rowBusy = (bookingId: string) => (intent: RosterIntent) =>
    sending?.get("intent") === intent && sending.get("bookingId") === bookingId;
  const cohortAnswer = actionData?.form === "cohort" ? actionData : undefined;
  const rosterAnswer = actionData?.form === "roster" ? actionData : undefined;

  return (
    <article>
      <BackLink to="/admin/cohorts">All cohorts</BackLink>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-title font-bold break-words">{title}</h1>
          <p className="mt-1 text-base-content/75">{runs}</p>
        </div>
        <CohortStateBadge state={cohort.state} />
      </header>
      {/* The new cohort form's answer, on the page it led to. */}
      <div className="has-[p]:mt-6">
        <FormMessage tone="success">{created ? "Cohort created." : undefined}</FormMessage>
      </div>
      {/* A form none of the page's could be told from (a field sent twice, a body that is no form). */}
      <div className="has-[p]:mt-6">
        <FormMessage tone="error">{actionData?.form === null ? actionData.error : undefined}</FormMessage>
      </div>

      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold">Seats</dt>
        <dd>
          {cohort.seats}, {cohort.waiting} waiting
        </dd>
        <dt className="font-semibold">Schedule</dt>
        <dd className="break-words">{cohort.schedule}</dd>
        <dt className="font-semibold">Format</dt>
        <dd className="break-words">{cohort.format}</dd>
        <dt className="font-semibold">Price</dt>
        <dd>{cohort.price}</dd>
      </dl>

      <section aria-labelledby="cohort-details" className="mt-10">
        <Surface raised className="max-w-3xl">
          <h2 id="cohort-details" className="text-lg font-bold">
            Details
          </h2>
          {cohort.state === "cancelled" ? (
            <p className="mt-3 text-base-content/75">
              This cohort is cancelled: its details no longer change. Make a new cohort to run the course again.
            </p>
          ) : (
            <div className="mt-4">
              {cohort.started ? (
                <p className="mb-4 text-sm text-base-content/75">
                  It has started: its first day stays as it is, and its roster takes no new bookings.
                </p>
              ) : null}
              <CohortForm
                key={form.key}
                courses={courses}
                today={loaderData.today}
                keptStartsOn={form.keptStartsOn}
                values={cohortAnswer?.values ?? form.values}
                errors={cohortAnswer?.errors ?? {}}
                states={cohortStateOptions}
                intent="save"
                submitLabel="Save cohort"
                busy={sending?.get("intent") === "save"}
              >
                {cohortAnswer?.confirmCancel ? (
                  <CheckboxField
                    name="confirmCancel"
                    value="yes"
                    label="Cancel this cohort and email everyone booked on it"
                    className="rounded-box border border-error/40 p-3"
                  />
                ) : null}
                <FormMessage tone="error">{cohortAnswer?.error}</FormMessage>
              </CohortForm>
            </div>
          )}
          {/* Outside the form, which a save makes anew (or, cancelling, takes away): a live region already on the page is the one announced. */}
          <div className="has-[p]:mt-4">
            <FormMessage tone="success">{cohortAnswer?.done}</FormMessage>
          </div>
        </Surface>
      </section>

      <section aria-labelledby="cohort-roster" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="cohort-roster" className="flex items-center gap-2 text-lg font-bold">
            <Users aria-hidden="true" className="size-5" />
            Roster
          </h2>
          <ButtonLink to={`/admin/cohorts/${id}/roster.csv`} reloadDocument variant="outline" download>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </ButtonLink>
        </div>
        <div className="has-[p]:mt-4">
          <FormMessage tone="error">{rosterAnswer?.error}</FormMessage>
          <FormMessage tone="success">{rosterAnswer?.done}</FormMessage>
        </div>
        {/* The region is relative: the visually hidden words of its buttons are placed within it, never past the page's edge. */}
        {roster.length === 0 ? (
          <p className="mt-4 text-base-content/75">Nobody has booked yet.</p>
        ) : (
          <ScrollRegion label="Bookings on this cohort" className="relative mt-4 rounded-box border border-base-300 bg-base-100">
            <table className="w-full min-w-[60rem] text-left text-sm">
              <caption className="sr-only">Roster: seats first, then offers, then the waiting list, then ended bookings</caption>
              <thead className="bg-base-200">
                <tr>
                  <th scope="col" className="p-3">
                    Reference
                  </th>
                  <th scope="col" className="p-3">
                    Name
                  </th>
                  <th scope="col" className="p-3">
                    Email
                  </th>
                  <th scope="col" className="p-3">
                    State
                  </th>
                  <th scope="col" className="p-3">
                    Booked
                  </th>
                  <th scope="col" className="p-3">
                    Paid
                  </th>
                  <th scope="col" className="p-3">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-base-300 align-top">
                {roster.map((row) => (
                  <tr key={row.id}>
                    <td className="p-3 font-mono whitespace-nowrap">{row.reference}</td>
                    <th scope="row" className="p-3 font-semibold break-words">
                      {row.name}
                    </th>
                    {/* Whole, on one line: the roster scrolls in its own region before an address breaks. */}
                    <td className="p-3 whitespace-nowrap">
                      <a
                        className="text-primary underline underline-offset-2"
                        href={`mailto:${row.email}?subject=${encodeURIComponent(`Your booking ${row.reference}`)}`}
                      >
                        {row.email}
                      </a>
                    </td>
                    <td className="p-3">
                      <BookingStateBadge state={row.state} />
                      {row.until ? <span className="mt-1 block text-xs text-base-content/75">until {row.until}</span> : null}
                    </td>
                    <td className="p-3">{row.booked}</td>
                    <td className="p-3">
                      {row.paid ?? (row.state === "held" ? <span className="text-base-content/75">Not paid</span> : null)}
                      <span className={`block ${row.paid || row.state === "held" ? "mt-1 text-xs text-base-content/75" : ""}`}>
                        {row.amount}
                      </span>
                    </td>
                    <td className="p-3">
                      <RowActions row={row} moveTargets={moveTargets} busy={rowBusy(row.id)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>

      <section aria-labelledby="cohort-history" className="mt-10">
        <Surface>
          <h2 id="cohort-history" className="flex items-center gap-2 text-lg font-bold">
            <History aria-hidden="true" className="size-5" />
            History
          </h2>
          {events.length === 0 ? (
            <p className="mt-3 text-sm text-base-content/75">No changes yet.</p>
          ) : (
            <ol className="mt-4 space-y-4 border-l border-base-300 pl-4" aria-label="History, oldest first">
              {events.map((event) => (
                <li key={event.id}>
                  <p className="text-sm text-base-content/75">
                    <time>{event.at}</time> · <span className="break-all">{event.by}</span>
                  </p>
                  <p className="break-words">{event.detail}</p>
                </li>
              ))}
            </ol>
          )}
        </Surface>
      </section>
    </article>
  );
}
