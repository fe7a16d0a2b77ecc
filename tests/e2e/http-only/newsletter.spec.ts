import { baseURL } from "../../../playwright.config";
import { expect, test } from "../support/fixtures";
import { mailTo } from "../support/mail-files";
import { signedInAccount, staffSession } from "../support/staff";

/**
 * Subscribing and leaving over HTTP (issue 68), as a browser without scripts sends it and as
 * a mail program's one-click unsubscribe does: the confirmation mail, the confirmation that a
 * GET never makes, the page to change lists, RFC 8058's POST without a session or an origin;
 * and what an attacker or a typo sends, each answered in words, never a 5xx, with nothing sent.
 */

const form = (fields: [string, string][]) =>
  fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
const asForm = { "Content-Type": "application/x-www-form-urlencoded" };
const fromSite = { ...asForm, Origin: baseURL! };
let n = 0;
const address = (label: string) => `newsletter-${label}-${Date.now()}-${++n}@example.com`;

/** The lists whose boxes come ticked in a page's forms. */
const ticked = (html: string) =>
  [...html.matchAll(/<input[^>]*name="lists"[^>]*>/g)]
    .filter(([input]) => input.includes('checked=""'))
    .map(([input]) => /value="([^"]+)"/.exec(input)![1]);

/** The link in the one confirmation mail sent to `email`, once it is written. */
async function confirmationLink(email: string): Promise<string> {
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(email);
  const link = /https?:\/\/\S+\/newsletter\/confirm\?t=\S+/.exec(mail!.text ?? "")![0];
  return new URL(link).pathname + new URL(link).search;
}

test("a German visitor subscribes without scripts, confirms by the mail's link, changes lists, and leaves in one click", async ({
  request,
}) => {
  const email = address("de");
  const home = await (await request.get("/de")).text();
  // The footer's form, as every page has it, posts to the German subscribe page.
  expect(home).toContain('action="/de/newsletter/subscribe"');
  const asked = await request.post("/de/newsletter/subscribe", {
    headers: fromSite,
    data: form([
      ["email", email],
      ["lists", "news"],
      ["lists", "course-dates"],
      ["language", "de"],
    ]),
  });
  expect(asked.status()).toBe(200);
  expect(await asked.text()).toContain("Sehen Sie in Ihrem Posteingang nach");

  const link = await confirmationLink(email);
  const [mail] = await mailTo(email);
  expect(mail!.subject).toMatch(/^Bestätigen Sie Ihr Abonnement/);
  expect(mail!.text).toContain("Neuigkeiten aus dem Studio");
  expect(link.startsWith("/de/newsletter/confirm?t=")).toBe(true);

  // Opening the link (as a mail scanner does) confirms nothing: the page asks.
  for (let i = 0; i < 2; i++) {
    const page = await request.get(link);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Bestätigen</button>");
  }
  const confirmed = await request.post(link, { headers: fromSite, data: "" });
  expect(confirmed.status()).toBe(200);
  const confirmedPage = await confirmed.text();
  expect(confirmedPage).toContain("Ihr Abonnement ist bestätigt");
  const subscription = /href="(\/de\/newsletter\/subscription\?t=[^"]+)"/.exec(confirmedPage)![1]!.replaceAll("&amp;", "&");
  // Followed again: confirmed already, nothing sent.
  expect(await (await request.post(link, { headers: fromSite, data: "" })).text()).toContain("bereits bestätigt");

  const page = await (await request.get(subscription)).text();
  expect(page).toContain(email);
  expect(ticked(page)).toEqual(["news", "course-dates"]);
  const changed = await request.post(subscription, {
    headers: fromSite,
    data: form([
      ["intent", "save"],
      ["lists", "course-dates"],
      ["language", "en-GB"],
    ]),
  });
  expect(changed.status()).toBe(200);
  expect(await changed.text()).toContain("Gespeichert");
  expect(ticked(await (await request.get(subscription)).text())).toEqual(["course-dates"]);

  // A mail program's one-click: no session, no origin, no form token.
  const oneClick = await request.post(subscription, { headers: asForm, data: "List-Unsubscribe=One-Click" });
  expect(oneClick.status()).toBe(200);
  expect(await (await request.get(subscription)).text()).toContain("hat unseren Newsletter nicht abonniert");
  // Replayed: nothing left to leave, said plainly.
  const replayed = await request.post(subscription, { headers: asForm, data: "List-Unsubscribe=One-Click" });
  expect(replayed.status()).toBe(200);
  // The confirmation link now finds no subscriber.
  expect(await (await request.get(link)).text()).toContain("nicht mehr eingetragen");
  // Leaving erased the address, and the copy of its one mail the site kept (mail as files) with it.
  expect(await mailTo(email)).toHaveLength(0);
});

test("the subscribe form refuses a bad address, an unknown list or language, and another site's page, in words, and sends nothing", async ({
  request,
}) => {
  const email = address("bad");
  const refusals: [string, [string, string][], number, string][] = [
    [
      "no address",
      [
        ["email", ""],
        ["lists", "news"],
        ["language", "en-GB"],
      ],
      400,
      "Enter your email address.",
    ],
    [
      "an invalid address",
      [
        ["email", "not-an-address"],
        ["lists", "news"],
        ["language", "en-GB"],
      ],
      400,
      "Enter an email address like",
    ],
    [
      "an unknown list",
      [
        ["email", email],
        ["lists", "news"],
        ["lists", "spam"],
        ["language", "en-GB"],
      ],
      400,
      "We have no such list.",
    ],
    [
      "no list",
      [
        ["email", email],
        ["language", "en-GB"],
      ],
      400,
      "Tick at least one list.",
    ],
    [
      "an unknown language",
      [
        ["email", email],
        ["lists", "news"],
        ["language", "xx"],
      ],
      400,
      "Choose English or German",
    ],
    [
      "NUL and SQL",
      [
        ["email", `${email}\u0000'; drop table subscribers; --`],
        ["lists", "news"],
        ["language", "en-GB"],
      ],
      400,
      "Enter an email address like",
    ],
    [
      "a field named twice",
      [
        ["email", email],
        ["email", email],
        ["lists", "news"],
        ["language", "en-GB"],
      ],
      400,
      "one of its fields twice",
    ],
  ];
  for (const [what, fields, status, words] of refusals) {
    const answer = await request.post("/newsletter/subscribe", { headers: fromSite, data: form(fields) });
    expect(answer.status(), what).toBe(status);
    expect(await answer.text(), what).toContain(words);
  }
  const foreign = await request.post("/newsletter/subscribe", {
    headers: { ...asForm, Origin: "https://evil.example" },
    data: form([
      ["email", email],
      ["lists", "news"],
      ["language", "en-GB"],
    ]),
  });
  expect(foreign.status()).toBe(403);
  // The form keeps what was typed.
  const kept = await request.post("/newsletter/subscribe", {
    headers: fromSite,
    data: form([
      ["email", email],
      ["language", "de"],
    ]),
  });
  expect(await kept.text()).toContain(`value="${email}"`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await mailTo(email)).toHaveLength(0);
});

test("one confirmation a day reaches an address, however often it is typed; forged and cut links are answered in words", async ({
  request,
}) => {
  const email = address("daily");
  for (let i = 0; i < 3; i++) {
    const answer = await request.post("/newsletter/subscribe", {
      headers: fromSite,
      data: form([
        ["email", i === 1 ? email.toUpperCase() : email],
        ["lists", "news"],
        ["language", "en-GB"],
      ]),
    });
    // The same answer each time: the page tells no one whether an address is subscribed.
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("Check your inbox");
  }
  const link = await confirmationLink(email);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await mailTo(email)).toHaveLength(1);

  const token = new URL(link, baseURL).searchParams.get("t")!;
  const [id, at, signature] = token.split(".");
  const forged = [
    `/newsletter/confirm?t=${id}.${at}.${"A".repeat(22)}`,
    `/newsletter/confirm?t=${id}.${(Number.parseInt(at!, 36) + 1).toString(36)}.${signature}`,
    `/newsletter/confirm?t=${token.slice(0, 20)}`,
    `/newsletter/confirm?t=%00'%3B%20drop%20table%20subscribers`,
    "/newsletter/confirm",
    `/newsletter/subscription?t=${id}.${signature}`,
    `/newsletter/subscription?t=${"x".repeat(10_000)}`,
  ];
  for (const path of forged) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(400);
    expect(await page.text(), path).toContain("This is not a link we sent");
    const post = await request.post(path, { headers: fromSite, data: "" });
    expect(post.status(), path).toBe(400);
    const oneClick = await request.post(path.replace("/confirm", "/subscription"), { headers: asForm, data: "List-Unsubscribe=One-Click" });
    expect(oneClick.status(), path).toBe(400);
  }
  // The real link still asks to confirm: none of that changed anything.
  expect(await (await request.get(link)).text()).toContain("Confirm</button>");
});

test("the newsletter's form is on the footer, the blog and each post, once per page, in the page's language", async ({ request }) => {
  const forms = (html: string) => html.match(/<form[^>]*action="(?:\/de)?\/newsletter\/subscribe"/g) ?? [];
  for (const path of ["/", "/about-us", "/blog", "/de/blog", "/newsletter", "/de/newsletter"]) {
    const html = await (await request.get(path)).text();
    expect(forms(html), path).toHaveLength(1);
  }
  const blog = await (await request.get("/blog")).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)![1]!;
  expect(forms(await (await request.get(post)).text())).toHaveLength(1);
  // No box comes ticked: consent is the visitor's to give.
  expect(ticked(await (await request.get("/newsletter")).text())).toEqual([]);
});

test("staff count subscribers by list and language, find one and the consent it gave, download all as CSV and erase one, whose consent stays as proof; an editor opens none of it", async ({
  request,
  playwright,
}) => {
  // A confirmed German subscriber of both lists.
  const email = address("staff");
  await request.post("/de/newsletter/subscribe", {
    headers: fromSite,
    data: form([
      ["email", email],
      ["lists", "news"],
      ["lists", "course-dates"],
      ["language", "de"],
    ]),
  });
  await request.post(await confirmationLink(email), { headers: fromSite, data: "" });

  await staffSession(request);
  const page = await (await request.get(`/admin/newsletters/subscribers?q=${encodeURIComponent(email.toUpperCase())}`)).text();
  expect(page).toContain(email);
  expect(page).toMatch(/New course dates<\/[a-z]+><td[^>]*>German<\/td><td[^>]*>[1-9]\d*</);
  const id = /name="subscriber" value="([0-9a-f-]{36})"/.exec(page)![1]!;
  // The whole address shows its consent: both lists, in German, on the German sentence, standing.
  expect(page).toContain(`Consent records for ${email.toUpperCase()}`);
  expect(page).toMatch(
    /News from the studio, New course dates<\/td><td[^>]*>German<\/td><td[^>]*>[^<]*Brightline[^<]*<\/td><td[^>]*>Not withdrawn</,
  );
  const csv = await request.get("/admin/newsletters/subscribers.csv");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["cache-control"]).toBe("private, no-store");
  expect(await csv.text()).toMatch(new RegExp(`^${email.replaceAll(".", "\\.")},de,news course-dates,\\d{4}-`, "m"));

  // NUL and a search of 10,000 characters are answered, not failed.
  expect((await request.get(`/admin/newsletters/subscribers?q=%00${"x".repeat(10_000)}`)).status()).toBe(200);
  const erased = await request.post("/admin/newsletters/subscribers", { headers: fromSite, data: form([["subscriber", id]]) });
  expect(erased.status()).toBe(200);
  const afterwards = await (await request.get(`/admin/newsletters/subscribers?q=${encodeURIComponent(email)}`)).text();
  expect(afterwards).not.toContain(`value="${id}"`);
  // The address is gone; the proof of its consent is not, and says when it was withdrawn.
  expect(afterwards).toContain(`Consent records for ${email}`);
  expect(afterwards).not.toContain("Not withdrawn");
  const again = await request.post("/admin/newsletters/subscribers", { headers: fromSite, data: form([["subscriber", id]]) });
  expect(again.status()).toBe(404);
  expect(
    (await request.post("/admin/newsletters/subscribers", { headers: fromSite, data: form([["subscriber", "'; drop"]]) })).status(),
  ).toBe(404);

  const editor = await playwright.request.newContext({ baseURL });
  try {
    await signedInAccount(editor, "editor", { editor: true });
    for (const path of ["/admin/newsletters", "/admin/newsletters/subscribers", "/admin/newsletters/subscribers.csv"]) {
      expect((await editor.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    }
  } finally {
    await editor.dispose();
  }
});
