import { ESLint } from "eslint";

/**
 * The layer rules of eslint.config.js, each run on a file that breaks it and on one that keeps
 * it: the lint stage of `npm test` would let a broken rule pass in silence.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** The layer problems ESLint finds in `code`, as if it were the file at `filePath`. */
async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => ["boundaries/dependencies", "@typescript-eslint/no-restricted-imports"].includes(message.ruleId ?? ""))
    .map((message) => message.message);
}

const cases: { rule: string; file: string; breaks: string; keeps: string }[] = [
  {
    rule: "features do not import routes",
    file: "app/home/layer-probe.ts",
    breaks: 'import { loader } from "~/routes/home";\nexport const probe = loader;\n',
    keeps: 'import { site } from "~/config/site";\nexport const probe = site;\n',
  },
  {
    rule: "UI primitives do not import content",
    file: "app/components/ui/layer-probe.ts",
    breaks: 'import { services } from "~/content/services.server";\nexport const probe = services;\n',
    keeps: 'import type { AccountUser } from "~/types/account-user";\nexport const probe = (user: AccountUser) => user;\n',
  },
  {
    rule: "UI primitives do not import features",
    file: "app/components/ui/layer-probe.ts",
    breaks: 'import { AuthProvider } from "~/sign-in/auth-context";\nexport const probe = AuthProvider;\n',
    keeps: 'import { Container } from "./container";\nexport const probe = Container;\n',
  },
  {
    rule: "content does not import the blog",
    file: "app/content/layer-probe.ts",
    breaks: 'import { blogPageFor } from "~/blog/post-listing.server";\nexport const probe = blogPageFor;\n',
    keeps: 'import { renderMarkdown } from "./markdown.server";\nexport const probe = renderMarkdown;\n',
  },
  {
    rule: "seo does not import features or content",
    file: "app/seo/layer-probe.ts",
    breaks: 'import { courses } from "~/content/courses.server";\nexport const probe = courses;\n',
    keeps: 'import { absoluteURL } from "./page-meta.server";\nexport const probe = absoluteURL;\n',
  },
  {
    rule: "server-only modules do not import features",
    file: "app/platform/layer-probe.ts",
    breaks: 'import { sessionCookie } from "~/sessions/session-cookie.server";\nexport const probe = sessionCookie;\n',
    keeps: 'import { settings } from "./settings.server";\nexport const probe = settings;\n',
  },
  {
    rule: "a page's sections do not read who is signed in (only the corner and the account pages)",
    file: "app/routes/layer-probe.tsx",
    breaks: 'import { useAuth } from "~/sign-in/auth-context";\nexport const probe = () => useAuth().user?.displayName;\n',
    keeps: 'import { AuthProvider } from "~/sign-in/auth-context";\nexport const probe = AuthProvider;\n',
  },
  {
    rule: "the web server reaches the app only through its door",
    file: "server/layer-probe.ts",
    breaks: 'import { settings } from "~/platform/settings.server";\nexport const probe = settings;\n',
    keeps: 'import { startApp } from "~/door/door.server";\nexport const probe = startApp;\n',
  },
  {
    rule: "the web server does not reach the app through its render entry",
    file: "server/http/layer-probe.ts",
    breaks: 'import { handleError } from "~/entry.server";\nexport const probe = handleError;\n',
    keeps: 'import type { RequestFacts } from "~/door/door.server";\nexport const probe = (facts: RequestFacts) => facts.requestId;\n',
  },
  {
    rule: "the web server does not reach past the door into its rooms",
    file: "server/page-cache/layer-probe.ts",
    breaks: 'import { pageRequestsOf } from "~/door/page-routes.server";\nexport const probe = pageRequestsOf;\n',
    keeps: 'import { pageRequestsOf } from "~/door/door.server";\nexport const probe = pageRequestsOf;\n',
  },
  {
    rule: "the database imports no domain: domains import it",
    file: "app/database/layer-probe.ts",
    breaks: 'import { storeLead } from "~/leads/lead-store.server";\nexport const probe = storeLead;\n',
    keeps: 'import { settings } from "~/platform/settings.server";\nexport const probe = settings;\n',
  },
  {
    rule: "server sessions do not import the guards built on them",
    file: "app/sessions/layer-probe.ts",
    breaks: 'import { currentUser } from "~/identity/session-middleware.server";\nexport const probe = currentUser;\n',
    keeps: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
  },
  {
    rule: "the content store keeps content, and imports no page that shows it",
    file: "app/content-store/layer-probe.ts",
    breaks: 'import { blogPageFor } from "~/blog/post-listing.server";\nexport const probe = blogPageFor;\n',
    keeps: 'import { services } from "~/content/services.server";\nexport const probe = services;\n',
  },
  {
    rule: "profile photos do not import privacy, which erases them",
    file: "app/profile-photos/layer-probe.ts",
    breaks: 'import { recordAudit } from "~/privacy/audit-log.server";\nexport const probe = recordAudit;\n',
    keeps: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
  },
  {
    rule: "page scripts do not import accounts",
    file: "app/page-scripts/layer-probe.ts",
    breaks: 'import { AuthProvider } from "~/sign-in/auth-context";\nexport const probe = AuthProvider;\n',
    keeps: 'import { whenIdle } from "./when-idle";\nexport const probe = whenIdle;\n',
  },
  {
    rule: "the identity provider's forms and guards do not import bookings",
    file: "app/identity/layer-probe.ts",
    breaks: 'import { queueReminders } from "~/bookings/booking-sweeper.server";\nexport const probe = queueReminders;\n',
    keeps: 'import { openSession } from "~/sessions/device-sessions.server";\nexport const probe = openSession;\n',
  },
  {
    rule: "passkeys do not import the account page",
    file: "app/passkeys/layer-probe.ts",
    breaks: 'import { PasskeysPanel } from "~/account/passkeys-panel";\nexport const probe = PasskeysPanel;\n',
    keeps: 'import { readSessionCookie } from "~/sessions/session.server";\nexport const probe = readSessionCookie;\n',
  },
  {
    rule: "cohorts do not import mail: the sender reads their outbox",
    file: "app/cohorts/layer-probe.ts",
    breaks: 'import { sendDueMail } from "~/mail/mail-sender.server";\nexport const probe = sendDueMail;\n',
    keeps: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
  },
  {
    rule: "a domain never imports a route",
    file: "app/cohorts/layer-probe.ts",
    breaks: 'import { loader } from "~/routes/course";\nexport const probe = loader;\n',
    keeps: 'import { changeSeats } from "~/bookings/seat-entrance.server";\nexport const probe = changeSeats;\n',
  },
  {
    rule: "payments do not import bookings: the webhook is handed its reaction",
    file: "app/payments/layer-probe.ts",
    breaks: 'import { cardEventReaction } from "~/bookings/card-events.server";\nexport const probe = cardEventReaction;\n',
    keeps: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
  },
  {
    rule: "payments do not import cohorts",
    file: "app/payments/layer-probe.ts",
    breaks: 'import { findCohort } from "~/cohorts/staff-cohorts.server";\nexport const probe = findCohort;\n',
    keeps: 'import { site } from "~/config/site";\nexport const probe = site;\n',
  },
  {
    rule: "bookings do not import cohorts, whose staff pages use them",
    file: "app/bookings/layer-probe.ts",
    breaks: 'import { cohortEventText } from "~/cohorts/cohort-history";\nexport const probe = cohortEventText;\n',
    keeps: 'import { CANCELLATION_PERIOD_DAYS } from "~/payments/refund-policy";\nexport const probe = CANCELLATION_PERIOD_DAYS;\n',
  },
  {
    rule: "date alerts do not import cohorts, which announce dates to them",
    file: "app/date-alerts/layer-probe.ts",
    breaks: 'import { createCohort } from "~/cohorts/cohort-admin.server";\nexport const probe = createCohort;\n',
    keeps: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
  },
  {
    rule: "privacy does not import leads, which record to it",
    file: "app/privacy/layer-probe.ts",
    breaks: 'import { storeLead } from "~/leads/lead-store.server";\nexport const probe = storeLead;\n',
    keeps: 'import { openSession } from "~/sessions/device-sessions.server";\nexport const probe = openSession;\n',
  },
  {
    rule: "leads never import mail",
    file: "app/leads/layer-probe.ts",
    breaks: 'import { startMailSender } from "~/mail/mail-sender.server";\nexport const probe = startMailSender;\n',
    keeps: 'import { mailQueued } from "~/platform/mail-queued.server";\nexport const probe = mailQueued;\n',
  },
  {
    rule: "mail imports leads, but not the account page",
    file: "app/mail/layer-probe.ts",
    breaks: 'import { ProfilePanel } from "~/account/profile-panel";\nexport const probe = ProfilePanel;\n',
    keeps: 'import { storeLead } from "~/leads/lead-store.server";\nexport const probe = storeLead;\n',
  },
  {
    rule: "staff do not import the account page",
    file: "app/staff/layer-probe.ts",
    breaks: 'import { ProfilePanel } from "~/account/profile-panel";\nexport const probe = ProfilePanel;\n',
    keeps: 'import { storeLead } from "~/leads/lead-store.server";\nexport const probe = storeLead;\n',
  },
  {
    rule: "the account page does not import a route",
    file: "app/account/layer-probe.ts",
    breaks: 'import { loader } from "~/routes/account";\nexport const probe = loader;\n',
    keeps: 'import { queueReminders } from "~/bookings/booking-sweeper.server";\nexport const probe = queueReminders;\n',
  },
  {
    rule: "field data does not import leads",
    file: "app/field-data/layer-probe.ts",
    breaks: 'import { storeLead } from "~/leads/lead-store.server";\nexport const probe = storeLead;\n',
    keeps: 'import { readSessionCookie } from "~/sessions/session.server";\nexport const probe = readSessionCookie;\n',
  },
  {
    rule: "the page cache's rules import no domain: every layer may say how its pages are kept",
    file: "app/page-cache/layer-probe.ts",
    breaks: 'import { readSession } from "~/sessions/session.server";\nexport const probe = readSession;\n',
    keeps: 'import { requestFactsContext } from "~/platform/request-context.server";\nexport const probe = requestFactsContext;\n',
  },
  {
    rule: "the page cache's rules import no page feature",
    file: "app/page-cache/layer-probe.ts",
    breaks: 'import { catalogueFor } from "~/courses/course-catalogue.server";\nexport const probe = catalogueFor;\n',
    keeps: 'import { sharedPageKey } from "./shared-page-key";\nexport const probe = sharedPageKey;\n',
  },
  {
    rule: "the door does not import a route",
    file: "app/door/layer-probe.ts",
    breaks: 'import { loader } from "~/routes/home";\nexport const probe = loader;\n',
    keeps: 'import { startMailSender } from "~/mail/mail-sender.server";\nexport const probe = startMailSender;\n',
  },
  {
    rule: "routes do not use the web server's door",
    file: "app/routes/layer-probe.ts",
    breaks: 'import { startApp } from "~/door/door.server";\nexport const probe = startApp;\n',
    keeps: 'import { storeLead } from "~/leads/lead-store.server";\nexport const probe = storeLead;\n',
  },
  {
    rule: "the sections of the pages people read do not reach the database",
    file: "app/home/layer-probe.ts",
    breaks: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
    keeps: 'import { services } from "~/content/services.server";\nexport const probe = services;\n',
  },
  {
    rule: "signing in, in the browser, does not import the server's sessions",
    file: "app/sign-in/layer-probe.ts",
    breaks: 'import { readSessionCookie } from "~/sessions/session.server";\nexport const probe = readSessionCookie;\n',
    keeps: 'import { loginSchema } from "~/identity/auth-forms";\nexport const probe = loginSchema;\n',
  },
  {
    rule: "the identity provider's forms and guards do not import the browser's sign-in",
    file: "app/identity/layer-probe.ts",
    breaks: 'import { AuthProvider } from "~/sign-in/auth-context";\nexport const probe = AuthProvider;\n',
    keeps: 'import { readSessionCookie } from "~/sessions/session.server";\nexport const probe = readSessionCookie;\n',
  },
  {
    rule: "*.client.ts modules are only imported with import()",
    file: "app/sign-in/layer-probe.ts",
    breaks: 'import { connectAuth } from "./firebase-auth.client";\nexport const probe = connectAuth;\n',
    keeps:
      'import type { AuthClient } from "./firebase-auth.client";\nexport const probe = (): Promise<AuthClient | undefined> => import("./firebase-auth.client").then(() => undefined);\n',
  },
  {
    rule: "the site does not import the tests' helpers, by their alias",
    file: "app/leads/layer-probe.ts",
    breaks: 'import { aLead } from "~tests/support/a-lead";\nexport const probe = aLead;\n',
    keeps: 'import { newSubmissionId } from "./submission-id.server";\nexport const probe = newSubmissionId;\n',
  },
  {
    rule: "the modules that read who is signed in do not import the tests' helpers either",
    file: "app/sessions/layer-probe.ts",
    breaks: 'import { useTestDatabase } from "~tests/support/test-databases";\nexport const probe = useTestDatabase;\n',
    keeps: 'import { database } from "~/database/database.server";\nexport const probe = database;\n',
  },
  {
    rule: "the web server does not import the tests' helpers, by a climb either",
    file: "server/http/layer-probe.ts",
    breaks: 'import { rawRequest } from "../../tests/support/raw-request";\nexport const probe = rawRequest;\n',
    keeps: 'import { factsOf } from "./request-facts";\nexport const probe = factsOf;\n',
  },
];

describe("layer rules", () => {
  it.each(cases)("$rule: a file that breaks it fails lint", async ({ file, breaks }) => {
    expect(await layerProblems(file, breaks)).toHaveLength(1);
  });

  it.each(cases)("$rule: a file that keeps it passes", async ({ file, keeps }) => {
    expect(await layerProblems(file, keeps)).toEqual([]);
  });
});

describe("forms the server checks", () => {
  const problems = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: "app/leads/form-probe.tsx" });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
  };

  it("fails a form that leaves its checks to the browser's bubbles", async () => {
    expect(await problems('export const Probe = () => <form method="post"><input name="email" type="email" required /></form>;\n')).toEqual(
      [expect.stringContaining("Give the form noValidate")],
    );
  });

  it("passes a form that says noValidate", async () => {
    expect(
      await problems('export const Probe = () => <form method="post" noValidate><input name="email" type="email" required /></form>;\n'),
    ).toEqual([]);
  });
});
