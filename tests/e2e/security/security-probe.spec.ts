import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { leadFormFields } from "~tests/support/contact-form-post";
import { rawRequest } from "~tests/support/raw-request";
import { expect, expectConsoleErrors, test, waitForHydration } from "../support/fixtures";
import { staffSession } from "../support/staff";

/**
 * What the security probe of issue 21 found, asked again as it asked: each answer here was a
 * hole before (the CSV export's and the inbox search's are in staff-inbox.spec.ts, a deleted
 * account's session in account-deletion.spec.ts and instances.spec.ts).
 */

const { port } = new URL(baseURL);

/** Sends the contact form as a person would; the lead's reference. */
async function sendLead(request: APIRequestContext, fields: Record<string, string>): Promise<string> {
  const response = await request.post("/contact", { form: leadFormFields(fields) });
  expect(response.status()).toBe(200);
  return /data-reference[^>]*>(BL-[0-9A-F]{8})</.exec(await response.text())![1]!;
}

/** The lead's page address, found in the inbox by a search. */
async function leadAddress(staff: APIRequestContext, search: string): Promise<string> {
  const list = await (await staff.get(`/admin?q=${encodeURIComponent(search)}`)).text();
  return /\/admin\/leads\/[0-9a-f-]{36}/.exec(list)![0];
}

test.describe("the holes the security probe found", () => {
  test("a page rebound to 127.0.0.1 reads nothing: any Host but the site's own is answered 421", async ({ request }) => {
    await staffSession(request);
    const cookie = (await request.storageState()).cookies.find((stored) => stored.name === "__session")!;
    // The probe's curl, with a real staff session this time.
    for (const path of ["/admin/leads.csv", "/admin", "/", "/faq", "/contact"]) {
      const answer = await rawRequest(`${baseURL}${path}`, {
        headers: { Host: `rebind.attacker.example:${port}`, Cookie: `__session=${cookie.value}` },
      });
      expect(answer.status, path).toBe(421);
      expect(answer.body.toString()).not.toMatch(/Reference|BL-/);
    }
    // The page cache is behind the same check: a page it keeps is not sent under another name.
    expect((await rawRequest(`${baseURL}/faq`)).status).toBe(200);
    expect((await rawRequest(`${baseURL}/faq`, { headers: { Host: `rebind.attacker.example:${port}` } })).status).toBe(421);
    expect((await rawRequest(`${baseURL}/faq`, { headers: { Host: `localhost:${port}` } })).status).toBe(200);
    const form = await rawRequest(`${baseURL}/contact`, {
      method: "POST",
      headers: { Host: `rebind.attacker.example:${port}`, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "0" },
    });
    expect(form.status).toBe(421);
  });

  test("a staff form from no page, or naming a field twice, changes nothing", async ({ request }) => {
    const tag = crypto.randomUUID().slice(0, 8);
    await sendLead(request, { name: `Kept ${tag}` });
    await staffSession(request);
    const lead = await leadAddress(request, `Kept ${tag}`);

    // No Origin: a program, not the inbox's page.
    const noOrigin = await request.post(lead, { form: { intent: "erase", confirm: "yes" } });
    expect(noOrigin.status()).toBe(403);
    // The probe's form: a status change and an erasure in one.
    const refused = await request.fetch(lead, {
      method: "POST",
      headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      data: "intent=status&status=won&intent=erase&confirm=yes",
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("one of its fields twice");

    const after = await request.get(lead);
    expect(after.status()).toBe(200);
    const html = await after.text();
    expect(html).toContain(`Kept ${tag}`);
    expect(html).not.toContain("Status New → Won");

    // The account page's forms, likewise.
    expect((await request.post("/account", { form: { form: "profile", displayName: "X" } })).status()).toBe(403);
  });

  test("a staff member sees why a form naming a field twice changed nothing, with or without JavaScript", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const tag = crypto.randomUUID().slice(0, 8);
    await sendLead(page.request, { name: `Shown ${tag}` });
    await staffSession(page.request);
    const lead = await leadAddress(page.request, `Shown ${tag}`);
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    for (const tab of [page, await noScript.newPage()]) {
      await tab.goto(`${baseURL}${lead}`);
      if (tab === page) await waitForHydration(page);
      // As a tampered page would send it: the status form with a second intent.
      await tab.locator("form", { has: tab.locator("input[name=intent][value=status]") }).evaluate((form) => {
        form.insertAdjacentHTML("beforeend", '<input type="hidden" name="intent" value="erase">');
      });
      await tab.getByRole("button", { name: "Change status" }).click();
      await expect(tab.getByRole("alert").filter({ hasText: "one of its fields twice, so nothing was changed" })).toBeVisible();
      await expect(tab.getByRole("heading", { name: `Shown ${tag}`, level: 1 })).toBeVisible();
    }
    await noScript.close();
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test("a contact form naming a field twice is refused; one whose id the site did not sign is kept as spam", async ({ request }) => {
    const tag = crypto.randomUUID().slice(0, 8);
    const fields = leadFormFields({ name: `Twice ${tag}` });
    const repeated = new URLSearchParams(fields);
    repeated.append("service", "other");
    const refused = await request.fetch("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: repeated.toString(),
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("one of its fields twice, so nothing was sent");

    // The probe's id, of 1970, which passed the minimum fill time and was stored as a person's.
    await sendLead(request, { name: `Forged ${tag}`, submissionId: "00000000-0000-7000-8000-000000000000" });
    await staffSession(request);
    const list = await (await request.get(`/admin?q=${encodeURIComponent(tag)}&status=spam`)).text();
    expect(list).toContain(`Forged ${tag}`);
    expect(list).not.toContain(`Twice ${tag}`);
    expect(await (await request.get(`/admin?q=${encodeURIComponent(tag)}`)).text()).not.toContain(`Twice ${tag}`);
    // Staff read why, in plain words.
    const forged = await leadAddress(request, `Forged ${tag}`);
    expect(await (await request.get(forged)).text()).toContain("Its form was not one this site made");
  });

  test("anonymous 404 and 405 answers are kept by no cache", async ({ request }) => {
    const notFound = await request.get("/no-such-page");
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()["cache-control"]).toBe("no-store");
    // A browser's form post to a page without an action: the site's 405 page.
    const page405 = await request.post("/faq", { headers: { Accept: "text/html" }, form: { a: "b" } });
    expect(page405.status()).toBe(405);
    expect(page405.headers()["cache-control"]).toBe("no-store");
    const plain405 = await request.delete("/faq");
    expect(plain405.status()).toBe(405);
    expect(plain405.headers()["cache-control"]).toBe("no-store");
  });
});
