import { request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { staffSession } from "./staff";

export type TestCohort = { course: string; cohort: string };

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A cohort of the test's own, made by a staff member through the staff's form, so that no
 * other test (and no earlier run on the same data folder) changes its seats.
 */
export async function staffMadeCohort(fields: {
  course: string;
  capacity: number;
  price?: number;
  startsInDays?: number;
}): Promise<TestCohort> {
  const staff = await newRequest.newContext({ baseURL });
  try {
    await staffSession(staff);
    const startsIn = fields.startsInDays ?? 30;
    const answer = await staff.post("/admin/cohorts/new", {
      headers: { Origin: baseURL },
      form: {
        courseSlug: fields.course,
        startsOn: day(startsIn),
        endsOn: day(startsIn + 27),
        schedule: "Tuesdays and Thursdays, 18:00-20:00 CET",
        format: "online",
        address: "",
        capacity: String(fields.capacity),
        price: fields.price === undefined ? "" : String(fields.price),
        state: "open",
      },
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
