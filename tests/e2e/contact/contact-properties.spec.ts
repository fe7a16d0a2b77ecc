import fc from "fast-check";
import { baseURL } from "../../../playwright.config";
import { leadFormFields } from "~tests/support/contact-form-post";
import { expect, test } from "../support/fixtures";
import { staffSession } from "../support/staff";

/**
 * What a sender typed, however hostile, comes back as text: in the contact page's answer (its
 * errors and the form filled again) and in the staff inbox's list and lead page. Never a 5xx.
 */

const PROBE = "<x-probe onload=1>";
const hostile = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }).map((text) => `${text}${PROBE}`),
  fc.constantFrom(`"><script>${PROBE}</script>`, `'${PROBE}`, `${PROBE}\r\n${PROBE}`, `</textarea>${PROBE}`, `{{${PROBE}}}`),
);
const field = (good: string) =>
  fc.oneof(
    fc.constant(good),
    hostile,
    hostile.map((bad) => `${good} ${bad}`),
  );

const forms = fc.record({
  name: field("Mallory"),
  // A new address each time, so that no send is taken for a repeat of another.
  email: fc.oneof({ weight: 3, arbitrary: fc.uuid().map((id) => `mallory-${id}@example.com`) }, hostile),
  company: field("Evil Corp"),
  service: fc.oneof(fc.constant("web-development"), hostile),
  budget: fc.constant("not-sure"),
  timeline: fc.oneof(fc.constant("asap"), hostile),
  message: field("Please build us something we can break, thank you."),
  consent: fc.oneof(fc.constant("yes"), hostile),
});

test.describe("hostile text in the contact form", () => {
  test.describe.configure({ timeout: 120_000 });

  test("comes back escaped in the contact page's answer and in the staff inbox, never as a 5xx", async ({ request, browser }) => {
    let storedHostile = 0;
    await fc.assert(
      fc.asyncProperty(forms, async (fields) => {
        const response = await request.post("/contact", { form: { submissionId: leadFormFields().submissionId!, ...fields } });
        expect(response.status()).toBeLessThan(500);
        const html = await response.text();
        expect(html).not.toContain(PROBE);
        const reference = /data-reference[^>]*>(BL-[0-9A-F]{8})</.exec(html)?.[1];
        if (reference && Object.values(fields).some((value) => value.includes(PROBE))) storedHostile += 1;
      }),
      {
        numRuns: 40,
        // One form that is hostile and still valid, whatever the random ones turn out to be: a run
        // whose forty were all refused had nothing in the inbox to check (a flake, once in a while).
        examples: [
          [
            {
              name: `Mallory ${PROBE}`,
              email: `mallory-${crypto.randomUUID()}@example.com`,
              company: `Evil Corp ${PROBE}`,
              service: "web-development",
              budget: "not-sure",
              timeline: "asap",
              message: `Please build us something we can break, thank you. ${PROBE}`,
              consent: "yes",
            },
          ],
        ],
      },
    );

    // The inbox shows what was stored: its list and each lead's page.
    const context = await browser.newContext();
    await staffSession(context.request);
    const list = await (await context.request.get(`${baseURL}/admin?q=${encodeURIComponent("mallory")}`)).text();
    expect(storedHostile).toBeGreaterThan(0);
    expect(list).not.toContain(PROBE);
    expect(list).toContain("&lt;x-probe onload=1&gt;");
    for (const id of [...new Set(list.match(/\/admin\/leads\/[0-9a-f-]{36}/g) ?? [])].slice(0, 10)) {
      const page = await context.request.get(`${baseURL}${id}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).not.toContain(PROBE);
    }
    await context.close();
  });
});
