import { expect, type Page, request as requestContexts } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { leadFormFields } from "~tests/support/contact-form-post";
import type { SignedInTab } from "./fixtures";
import { staffSession } from "./staff";

/** Who the bar shows: a name longer than any phone's screen, or a photo instead of initials. */
export type StaffPerson = { label: string; displayName: string; photoUrl?: string };

export const staffPeople: Record<"longName" | "withPhoto", StaffPerson> = {
  longName: {
    label: "a long display name",
    displayName: "Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh",
  },
  withPhoto: {
    label: "a photo",
    displayName: "Ada Lovelace",
    photoUrl: "https://photos.example/ada.svg",
  },
};

/** The pages a signed-in member of staff sees; the lead's own page is added per account. */
export const staffPagePaths = [
  "/",
  "/courses",
  "/account",
  "/admin",
  "lead",
  "/admin/site-speed",
  "/admin/backups",
  "/admin/cohorts",
  "/admin/newsletters",
  "/admin/newsletters/subscribers",
  "/admin/content",
  "/admin/content/new?kind=course",
  "content document",
  "content form",
  "content comparison",
  "content preview",
] as const;
export type StaffPagePath = (typeof staffPagePaths)[number];

/** Whether the page sits in the staff frame (app/staff/staff-frame.tsx) rather than the site's (a draft's preview is the public page). */
export const isStaffFramed = (path: StaffPagePath) => path !== "content preview" && (!path.startsWith("/") || path.startsWith("/admin"));

type SignedInStaff = {
  cookies: Awaited<ReturnType<Awaited<ReturnType<typeof requestContexts.newContext>>["storageState"]>>["cookies"];
  leadPath: string;
  /** A course's page in the content studio: the longest form the studio draws. */
  documentPath: string;
};

const made = new Map<string, Promise<SignedInStaff>>();

/**
 * A staff account for this person, signed in, with a lead of its own to open: made once in
 * each test worker (account, grant and lead take a couple of seconds) and shared by its tests.
 */
function signedInStaff(person: StaffPerson): Promise<SignedInStaff> {
  let staff = made.get(person.displayName);
  if (!staff) {
    staff = (async () => {
      const context = await requestContexts.newContext({ baseURL });
      try {
        await staffSession(context, { displayName: person.displayName, photoUrl: person.photoUrl });
        const leadEmail = `lena-${crypto.randomUUID()}@example.com`;
        const sent = await context.post("/contact", { form: leadFormFields({ name: "Lena Lindqvist-Montgomery", email: leadEmail }) });
        if (sent.status() !== 200) throw new Error(`The lead was answered ${sent.status()}`);
        const inbox = await (await context.get(`/admin?q=${encodeURIComponent(leadEmail)}`)).text();
        const leadPath = /href="(\/admin\/leads\/[0-9a-f-]{36})"/.exec(inbox)?.[1];
        if (!leadPath) throw new Error("The inbox did not list the new lead");
        const studio = await (await context.get("/admin/content?kind=course")).text();
        const documentPath = /href="(\/admin\/content\/[0-9a-f-]{36})"/.exec(studio)?.[1];
        if (!documentPath) throw new Error("The content studio listed no course");
        return { cookies: (await context.storageState()).cookies, leadPath, documentPath };
      } finally {
        await context.dispose();
      }
    })();
    made.set(person.displayName, staff);
  }
  return staff;
}

/** A test photo: the emulator keeps any link, and this one answers, so the bar shows a photo. */
async function servePhotos(page: Page) {
  await page.route("https://photos.example/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#3b82f6"/></svg>',
    }),
  );
}

/**
 * The worker's tab signed in as this staff person (`signedInTab`, fixtures.ts), which the tests
 * that read staff pages take turns in; and the URL path of each staff page to visit.
 */
export async function staffTab(
  signedInTab: SignedInTab,
  person: StaffPerson,
): Promise<{ page: Page; at: (path: StaffPagePath) => string }> {
  const staff = await signedInStaff(person);
  const page = await signedInTab(`staff, ${person.displayName}`, async (page) => {
    await page.context().addCookies(staff.cookies);
    await servePhotos(page);
  });
  const at = (path: StaffPagePath) =>
    path === "lead"
      ? staff.leadPath
      : path === "content document"
        ? staff.documentPath
        : path === "content form"
          ? `${staff.documentPath}/edit`
          : path === "content comparison"
            ? `${staff.documentPath}/compare?from=1&to=1`
            : path === "content preview"
              ? `${staff.documentPath}/preview`
              : path;
  return { page, at };
}

const siteSpeedPages = {
  en: { path: "/admin/site-speed", caption: "Core Web Vitals by page type, 75th percentile" },
  de: { path: "/de/admin/site-speed", caption: "Core Web Vitals nach Seitentyp, 75. Perzentil" },
};

/**
 * Opens the site-speed panel with its table showing. Field data comes from visits, so this
 * reports one page load as a page does, and reloads until the server has counted it (it saves
 * its counts a few seconds after a report).
 */
export async function openSiteSpeedWithTable(page: Page, language: keyof typeof siteSpeedPages = "en") {
  const { path, caption } = siteSpeedPages[language];
  const report = await page.request.post("/api/vitals", {
    headers: { Origin: baseURL },
    data: { route: "/faq", metrics: [{ name: "LCP", value: 1200 }] },
  });
  expect(report.status()).toBe(204);
  const table = page.getByRole("table", { name: caption });
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return table.count();
      },
      { timeout: 20_000, message: "the site-speed table" },
    )
    .toBe(1);
}
