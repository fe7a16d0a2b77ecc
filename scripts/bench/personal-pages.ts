// The personal pages of `npm run bench` (issue 39): each a rotation of 50 people, one session
// each, so that 50 connections are many people, not one person fifty times. The learners book a
// seat each (their booking's page); the staff open the inbox and a cohort's roster.
import { sampleCohorts } from "../../app/cohorts/sample-cohorts.server";
import { rawRequest } from "~tests/support/raw-request";
import { accountSessions } from "./bench-accounts";

type Rotation = { path: string; headers: Record<string, string> }[];
export type PersonalPages = { account: Rotation; booking: Rotation; admin: Rotation; roster: Rotation };

export const PEOPLE = 50;

/** The four rotations, once every learner has booked; `headers` are a browser's. */
export async function personalPages(origin: string, emulator: string, headers: Record<string, string>): Promise<PersonalPages> {
  const [learners, staff] = [
    await accountSessions(origin, emulator, PEOPLE),
    await accountSessions(origin, emulator, PEOPLE, { staff: true, name: "Bench Staff" }),
  ];
  const bookings = await Promise.all(
    learners.map(async (cookie, index) => {
      const { courseSlug, id } = sampleCohorts[index % sampleCohorts.length]!;
      const answer = await fetch(`${origin}/courses/${courseSlug}/book/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ submissionId: crypto.randomUUID() }),
      });
      const booking = answer.headers.get("location");
      if (answer.status !== 303 || !booking?.startsWith("/account/bookings/"))
        throw new Error(`A bench learner could not book: ${answer.status}`);
      return booking;
    }),
  );
  const roster = `/admin/cohorts/${sampleCohorts[0]!.id}`;
  return {
    account: learners.map((cookie) => ({ path: "/account", headers: { ...headers, Cookie: cookie } })),
    booking: learners.map((cookie, index) => ({ path: bookings[index]!, headers: { ...headers, Cookie: cookie } })),
    admin: staff.map((cookie) => ({ path: "/admin", headers: { ...headers, Cookie: cookie } })),
    roster: staff.map((cookie) => ({ path: roster, headers: { ...headers, Cookie: cookie } })),
  };
}

/**
 * The statuses a rotation's pages answer, each asked once (wrk counts only 4xx and 5xx as
 * errors: a redirect to the sign-in page would pass it). What is not 200, by status and count.
 */
export async function statusesOf(origin: string, rotation: Rotation): Promise<Record<number, number>> {
  const wrong: Record<number, number> = {};
  for (const { path, headers } of rotation) {
    const { status } = await rawRequest(`${origin}${path}`, { headers: { ...headers, "Accept-Encoding": "identity" } });
    if (status !== 200) wrong[status] = (wrong[status] ?? 0) + 1;
  }
  return wrong;
}

/** What everyone's first view of their page at once took: its slowest and middle answers, and the statuses that were not 200. */
export type FirstViews = { p50Ms: number; maxMs: number; wrong: Record<number, number> };

/**
 * Each person of the rotation opens their page once, all at the same moment: the burst a
 * cohort's reminder mail makes (issue 39), rendered for each, since no copy of theirs is kept
 * yet. The load run that follows is those people reloading.
 */
export async function firstViews(origin: string, rotation: Rotation): Promise<FirstViews> {
  const answers = await Promise.all(
    rotation.map(async ({ path, headers }) => {
      const started = performance.now();
      const { status } = await rawRequest(`${origin}${path}`, { headers });
      return { status, ms: performance.now() - started };
    }),
  );
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const wrong: Record<number, number> = {};
  for (const { status } of answers) if (status !== 200) wrong[status] = (wrong[status] ?? 0) + 1;
  return { p50Ms: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)!, wrong };
}
