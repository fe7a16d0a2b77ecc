import type { APIRequestContext } from "@playwright/test";
import { authEmulator } from "../../../playwright.config";
import { startSmtpInbox, type SmtpInbox } from "~tests/support/smtp-inbox";
import { createAccount, grantStaffClaim, keptEmail, signInWithPassword } from "../support/auth-emulator";
import { reservePorts } from "../support/behind-nginx";
import { type SiteInstance, startSiteInstance, stopChild } from "../support/child-processes";
import { expect, test, waitForHydration } from "../support/fixtures";

/*
 * The newsletter end to end (issue 68), in each language, on a site of its own whose mail goes
 * to a real SMTP server in this process: a reader subscribes from a post with scripts off and
 * confirms by the mail's link; staff make a newsletter of the post in the studio, test it and
 * send it; the reader's mail carries RFC 8058's headers, whose one-click POST unsubscribes; and
 * the next newsletter reaches no one.
 */

const languages = [
  {
    name: "English",
    prefix: "",
    registration: "Registered in England and Wales, company no.",
    news: "News from the studio",
    subscribe: "Subscribe",
    asked: "Check your inbox",
    confirm: "Confirm",
    confirmed: "Your subscription is confirmed",
    make: "Make a newsletter of it",
    test: "Send a test to me",
    testSent: /A test went to/,
    tick: /I have read the test/,
    unticked: /Nothing was sent: tick the box/,
    send: "Send to one subscriber",
    sendToNone: "Send to 0 subscribers",
    sent: /Sent to one subscriber/,
    sentToNone: /Sent to 0 subscribers/,
  },
  {
    name: "German",
    prefix: "/de",
    registration: "Eingetragen in England und Wales, Registernummer",
    news: "Neuigkeiten aus dem Studio",
    subscribe: "Abonnieren",
    asked: "Sehen Sie in Ihrem Posteingang nach",
    confirm: "Bestätigen",
    confirmed: "Ihr Abonnement ist bestätigt",
    make: "Newsletter daraus erstellen",
    test: "Test an mich senden",
    testSent: /Ein Test wurde an/,
    tick: /Ich habe den Test gelesen/,
    unticked: /Es wurde nichts versendet/,
    send: "An einen Abonnenten senden",
    sendToNone: "An 0 Abonnenten senden",
    sent: /An einen Abonnenten versendet/,
    sentToNone: /An 0 Abonnenten versendet/,
  },
];

test.describe("the newsletter, from subscribing to leaving", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let inbox: SmtpInbox;
  let site: SiteInstance;
  let origin = "";

  test.beforeAll(async () => {
    inbox = await startSmtpInbox();
    const { ports, release } = await reservePorts(undefined);
    await release();
    origin = `http://127.0.0.1:${ports[0]}`;
    site = await startSiteInstance({
      NODE_ENV: "production",
      PORT: String(ports[0]),
      SITE_URL: origin,
      SMTP_URL: inbox.url,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulator.port}`,
      FIREBASE_PROJECT_ID: authEmulator.projectId,
    });
  });

  test.afterEach(async () => {
    const info = test.info();
    // What the site said, beside a failure: its own log is the first place to look.
    if (info.status !== info.expectedStatus)
      await info.attach("site output", { body: site.output().slice(-8_000), contentType: "text/plain" });
  });

  test.afterAll(async () => {
    if (site) await stopChild(site.process);
    await inbox?.close();
  });

  /** The messages the SMTP server took for `email`, once there are `count`. */
  async function mailFor(email: string, count: number) {
    await expect.poll(() => inbox.messages.filter((message) => message.recipients.includes(email)).length, { timeout: 30_000 }).toBe(count);
    return inbox.messages.filter((message) => message.recipients.includes(email));
  }

  /** A member of staff signed in on this site, in `request`'s context; their address. */
  async function signInStaff(request: APIRequestContext) {
    const account = { email: keptEmail("newsletter-staff"), password: "correct-horse-9" };
    const { localId } = await createAccount(account);
    await grantStaffClaim(localId);
    const { idToken } = await signInWithPassword(account);
    const session = await request.post(`${origin}/auth/session`, { headers: { Authorization: `Bearer ${idToken}`, Origin: origin } });
    expect(session.status()).toBe(200);
    return account.email;
  }

  for (const words of languages) {
    test(`in ${words.name}: subscribe without scripts, confirm, receive a post sent from the studio, leave in one click, receive nothing more`, async ({
      browser,
    }) => {
      const email = `reader-${words.prefix ? "de" : "en"}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const reader = await browser.newContext({ javaScriptEnabled: false });
      const staff = await browser.newContext();
      try {
        // A reader finishes a post and subscribes from its section, with scripts off.
        const page = await reader.newPage();
        await page.goto(`${origin}${words.prefix}/blog`);
        // The first post's card (the feed's link is under /blog/ too).
        const hrefs = await page
          .locator(`main a[href^="${words.prefix}/blog/"]`)
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
        const postPath = hrefs.find((href) => /\/blog\/[a-z0-9-]+$/.test(href))!;
        await page.goto(`${origin}${postPath}`);
        const postTitle = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
        const form = page.getByRole("form", { name: /newsletter/i });
        await expect(form).toHaveCount(1);
        await form.getByLabel(/^(Email|E-Mail)$/).fill(email);
        await form.getByLabel(words.news).check();
        await form.getByRole("button", { name: words.subscribe }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.asked);

        const [confirmation] = await mailFor(email, 1);
        const link = /https?:\/\/\S+\/newsletter\/confirm\?t=\S+/.exec(confirmation!.text ?? "")![0];
        expect(link.startsWith(`${origin}${words.prefix}/newsletter/confirm?t=`)).toBe(true);
        // Who sends it: the company's number and the legal notice in the mail's language.
        expect(confirmation!.text).toContain(`${origin}${words.prefix}/legal-notice`);
        expect(confirmation!.text).toContain(words.registration);
        expect(confirmation!.raw).toMatch(/^X-PM-TrackOpens: false\r?$/im);
        await page.goto(link);
        await page.getByRole("button", { name: words.confirm }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmed);

        // Staff make a newsletter of the post, send it to themselves, then to the list.
        const studio = await staff.newPage();
        const staffEmail = await signInStaff(staff.request);
        // The post's page in the studio, found by its address; a German one is its row's "Deutsch". Its "As a newsletter" part makes the draft.
        const slug = postPath.split("/").pop()!;
        await studio.goto(`${origin}${words.prefix}/admin/content?${new URLSearchParams({ q: slug })}`);
        if (words.prefix) await studio.getByRole("link", { name: "Deutsch", exact: true }).first().click();
        else {
          const documents = await studio.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
          await studio.goto(`${origin}${documents.find((href) => /^\/admin\/content\/[\da-f-]{36}$/.test(href))}`);
        }
        await studio.waitForURL(/\/admin\/content\/[\da-f-]{36}$/);
        await waitForHydration(studio);
        await studio.getByRole("button", { name: words.make }).click();
        await studio.waitForURL(/\/admin\/newsletters\/[\da-f-]{36}$/);
        await waitForHydration(studio);
        await expect(studio.getByRole("heading", { level: 1 })).toHaveText(postTitle);
        // The post's text, from its first word (its file's blank line after the front matter left out).
        await expect(studio.getByLabel("Text", { exact: true })).toHaveValue(/^\S/);
        await studio.getByRole("button", { name: words.test }).click();
        await expect(studio.getByText(words.testSent)).toBeVisible();
        const [test] = await mailFor(staffEmail, 1);
        expect(test!.subject).toBe(`[Test] ${postTitle}`);
        // Sending asks for a tick that the test was read; without it, nothing goes.
        await studio.getByRole("button", { name: words.send }).click();
        await expect(studio.getByText(words.unticked)).toBeVisible();
        await studio.getByLabel(words.tick).check();
        await studio.getByRole("button", { name: words.send }).click();
        // The page looks again by itself while it sends.
        await expect(studio.getByText(words.sent).first()).toBeVisible({ timeout: 30_000 });

        // Its page in the archive, in its language, which the newsletter's page lists.
        const archive = await page.request.get(`${origin}${words.prefix}/newsletter`);
        const issue = new RegExp(`href="(${words.prefix}/newsletter/[a-z0-9-]+)"`).exec(await archive.text())![1]!;
        expect(await (await page.request.get(`${origin}${issue}`)).text()).toContain(postTitle.replaceAll("'", "&#x27;"));

        // The reader's newsletter: the post, and the headers mail programs show as "Unsubscribe".
        const [, newsletter] = await mailFor(email, 2);
        expect(newsletter!.subject).toBe(postTitle);
        const raw = newsletter!.raw.replace(/\r\n[ \t]+/g, " ");
        expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
        // The provider is told to track nothing: no pixel, no rewritten link.
        expect(raw).toMatch(/^X-PM-TrackOpens: false\r?$/im);
        expect(raw).toMatch(/^X-PM-TrackLinks: None\r?$/im);
        const unsubscribe = /^List-Unsubscribe: <(https?:\/\/[^>]+)>/m.exec(raw)![1]!;
        expect(unsubscribe.startsWith(`${origin}${words.prefix}/newsletter/subscription?t=`)).toBe(true);
        expect(newsletter!.html).toContain(`${origin}${postPath}`);
        expect(newsletter!.html).toContain(`href="${origin}${words.prefix}/legal-notice"`);
        expect(newsletter!.text).toContain(`${origin}${words.prefix}/legal-notice`);

        // The mail program's one click: a POST with no session, no origin, no form token.
        const left = await fetch(unsubscribe, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        expect(left.status).toBe(200);

        // The next newsletter to the same list and language reaches no one, and sends nothing.
        const again = await staff.request.post(`${origin}${words.prefix}/admin/newsletters`, {
          headers: { Origin: origin },
          form: { intent: "from-post", slug, locale: words.prefix ? "de" : "en-GB" },
          maxRedirects: 0,
        });
        const next = again.headers().location!;
        await studio.goto(`${origin}${next}`);
        await expect(studio.getByRole("button", { name: words.sendToNone })).toBeDisabled();
        const sendAnyway = await staff.request.post(`${origin}${next}`, {
          headers: { Origin: origin },
          form: { intent: "send", confirm: "yes" },
          maxRedirects: 0,
        });
        expect(sendAnyway.status()).toBe(303);
        // Sent to no one: the page says so at once (a delivery would have kept it sending), and the reader got nothing more.
        await studio.goto(`${origin}${next}`);
        await expect(studio.getByText(words.sentToNone).first()).toBeVisible();
        expect(inbox.messages.filter((message) => message.recipients.includes(email))).toHaveLength(2);
      } finally {
        await reader.close();
        await staff.close();
      }
    });
  }
});
