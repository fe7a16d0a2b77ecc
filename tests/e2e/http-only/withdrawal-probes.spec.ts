import { request as newRequest } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { bookByPost, staffMadeCohort } from "../support/cohorts";
import { signedInLearner } from "../support/staff";

/**
 * The withdrawal button's step (issue 65) as an attacker would try it, over HTTP: from another
 * site's page, with a body that is no form or names a field twice, by another verb, for another
 * person's booking or a reference with a NUL in it, and twice. Each is refused with a 4xx, never
 * a 5xx, and the booking stays as it was until its learner confirms once.
 */
test("the withdrawal step refuses what is not its learner's one confirmation, and changes nothing until it comes", async ({ request }) => {
  const cohort = await staffMadeCohort({ course: "react-router-full-stack-apps", capacity: 3, startsInDays: 40 });
  await signedInLearner(request, "withdraws");
  const booking = await bookByPost(request, cohort);
  const step = `${booking}/withdraw`;
  const stillOpen = async () => {
    const answer = await request.get(step, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    return (await answer.text()).includes('method="post"');
  };
  expect(await stillOpen()).toBe(true);

  const post = (headers: Record<string, string>, data = "") => request.post(step, { headers, data, maxRedirects: 0 });
  expect((await post({ Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" })).status()).toBe(403);
  expect((await post({ "Content-Type": "application/x-www-form-urlencoded" })).status()).toBe(403);
  const notAForm = await post({ Origin: baseURL, "Content-Type": "application/json" }, '{"withdraw":true}');
  expect(notAForm.status()).toBe(415);
  const namedTwice = await post({ Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" }, "x=%00&x=%00");
  expect(namedTwice.status()).toBe(400);
  for (const method of ["PUT", "DELETE", "PATCH"]) {
    const answer = await request.fetch(step, { method, headers: { Origin: baseURL }, maxRedirects: 0 });
    expect(answer.status(), method).toBe(405);
  }
  // Another person's booking, or none at all: there is nothing here for them.
  const stranger = await newRequest.newContext({ baseURL });
  try {
    await signedInLearner(stranger, "stranger");
    expect((await stranger.get(step, { maxRedirects: 0 })).status()).toBe(404);
    expect((await stranger.post(step, { headers: { Origin: baseURL }, form: {}, maxRedirects: 0 })).status()).toBe(404);
    expect((await stranger.get("/account/bookings/BK-%00/withdraw", { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await stranger.dispose();
  }
  expect(await stillOpen()).toBe(true);

  // The learner's one confirmation withdraws; a second finds nothing left to withdraw from.
  const confirmed = await request.post(step, { headers: { Origin: baseURL }, form: {}, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers().location).toBe(booking);
  const again = await request.post(step, { headers: { Origin: baseURL }, form: {}, maxRedirects: 0 });
  expect([302, 303, 409]).toContain(again.status());
  if (again.status() !== 409) expect(again.headers().location).toBe(booking);
  const after = await request.get(step, { maxRedirects: 0 });
  expect([302, 303]).toContain(after.status());
});
