import { type APIRequestContext, expect, request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInLearner, staffSession } from "./staff";
import { aCohortForm } from "~tests/support/a-cohort-form";
import { tuesdayToThursday } from "~tests/support/a-cohort-run";

export type TestCohort = { course: string; cohort: string };

/** The cohort's confirmation step, where a signed-in learner books. */
export const confirmationPath = ({ course, cohort }: TestCohort) => `/courses/${course}/book/${cohort}`;

/**
 * A cohort of the test's own, made by a staff member through the staff's form, so that no
 * other test (and no earlier run on the same data folder) changes its seats.
 */
export async function staffMadeCohort(fields: {
  course: string;
  capacity: number;
  price?: number;
  startsInDays?: number;
  weeks?: number;
  /** In person, at the studio unless `address` names another place; online by default. */
  format?: "online" | "in-person";
  address?: string;
  onlineLink?: string;
}): Promise<TestCohort> {
  const staff = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    const startsIn = fields.startsInDays ?? 30;
    const answer = await staff.post("/admin/cohorts/new", {
      headers: { Origin: baseURL },
      form: aCohortForm({
        courseSlug: fields.course,
        ...tuesdayToThursday(startsIn, fields.weeks),
        format: fields.format ?? "online",
        address: fields.address ?? "",
        onlineLink: fields.onlineLink ?? "",
        capacity: String(fields.capacity),
        price: fields.price === undefined ? "" : String(fields.price),
      }),
      maxRedirects: 0,
    });
    const location = answer.headers().location ?? "";
    const id = /\/admin\/cohorts\/([0-9a-f-]{36})/.exec(location)?.[1];
    if (answer.status() !== 303 || !id) throw new Error(`The staff's form made no cohort: ${answer.status()} ${await answer.text()}`);
    return { course: fields.course, cohort: id };
  } finally {
    await staff.dispose();
  }
}

/**
 * Books through the confirmation form as a browser would post it, for a signed-in request
 * context; the booking's address. `path` is the step's address in another language.
 */
export async function bookByPost(
  request: APIRequestContext,
  cohort: TestCohort,
  submissionId: string = crypto.randomUUID(),
  path = confirmationPath(cohort),
) {
  const answer = await request.post(path, {
    form: { submissionId },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  return answer.headers().location!;
}

/** A cohort of the test's own with one booking on its roster, made from the German booking step by a learner of that name. */
export async function cohortWithGermanBooking(course: string, displayName: string, startsInDays: number): Promise<TestCohort> {
  const cohort = await staffMadeCohort({ course, capacity: 4, startsInDays });
  const learner = await newRequest.newContext({ baseURL });
  try {
    await signedInLearner(learner, "lernende", { displayName });
    await bookByPost(learner, cohort, undefined, `/de${confirmationPath(cohort)}`);
  } finally {
    await learner.dispose();
  }
  return cohort;
}
