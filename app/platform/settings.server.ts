import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import type { BrowserAuthConfig } from "~/types/browser-auth-config";

/**
 * Every setting the site reads from its environment, validated once, here. A wrong value
 * stops the start with one line that names it; nothing else in the code reads process.env
 * (firebase-admin itself reads FIREBASE_AUTH_EMULATOR_HOST, which this module checks first).
 */

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\])$/;

/** True for an address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host);
}

/**
 * A number in a range, with one message for every way it can be wrong: "must be a whole number
 * of months from 1 to 120", or "..., at least 1" when there is no upper bound.
 */
function numberIn({ min, max, whole = false, of }: { min: number; max?: number; whole?: boolean; of?: string }) {
  const what = `${whole ? "a whole number" : "a number"}${of ? ` of ${of}` : ""}`;
  const message = max === undefined ? `must be ${what}, at least ${min}` : `must be ${what} from ${min} to ${max}`;
  const number = z.coerce.number({ error: message });
  const bounded = (whole ? number.int(message) : number).min(min, message);
  return max === undefined ? bounded : bounded.max(max, message);
}

/** An invoice number's prefix: letters and digits, short enough for a number that fits every form. */
const invoicePrefix = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9]{0,7}$/, "must be 1 to 8 capital letters and digits, starting with a letter, such as INV");

const port = numberIn({ min: 0, max: 65535, whole: true });

/** The public origin: http or https, nothing after the host but an optional "/". */
export const siteUrlSchema = z.string().transform((value, context) => {
  const url = URL.parse(value);
  if (!url || !["http:", "https:"].includes(url.protocol)) {
    context.addIssue({ code: "custom", message: "must be an http:// or https:// address" });
    return z.NEVER;
  }
  if (url.pathname !== "/" || url.search || url.hash || url.username) {
    context.addIssue({ code: "custom", message: "must be an origin alone, such as https://example.com" });
    return z.NEVER;
  }
  return url.origin;
});

/**
 * Which proxies in front of the site to believe about the client's address, protocol and host
 * (X-Forwarded-For, -Proto, -Host): a number of hops, or addresses and subnets (and the names
 * `loopback`, `linklocal`, `uniquelocal`) separated by commas. Unset: none, so no visitor can
 * choose their own address for the rate limits.
 */
const trustProxy = z.string().transform((value, context): number | string[] | false => {
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  try {
    proxyAddr.compile(entries);
  } catch {
    context.addIssue({ code: "custom", message: "must be a number of proxies, or addresses and subnets such as loopback,10.0.0.0/8" });
    return z.NEVER;
  }
  return entries;
});

const emulatorHost = z.string().refine((value) => {
  const match = /^(.+):(\d{1,5})$/.exec(value);
  return match !== null && isLoopbackHost(match[1]!) && Number(match[2]) <= 65535;
}, "must be a loopback host:port, such as 127.0.0.1:9099");

/**
 * Every setting: its name in the environment, its check and default, and what it does, in the
 * words docs/configuration.md shows (`npm run docs:configuration` writes the page from them;
 * `shownDefault` says a default the schema's own cannot).
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development").meta({
    description: "production marks the session cookie `Secure`",
    shownDefault: "`production` for `npm start`, `development` for `npm run dev`",
  }),
  PORT: port.default(3000).meta({ description: "port to listen on" }),
  HOST: z
    .string()
    .min(1)
    .default("127.0.0.1")
    .meta({ description: "address to listen on; set `0.0.0.0` behind a proxy or in a container (needs a real Firebase project)" }),
  SITE_URL: siteUrlSchema.optional().meta({
    description:
      "the public origin, exactly as browsers reach it: canonical links, sharing tags, JSON-LD, the sitemap and the RSS feed, the one `Origin` allowed to change a session, and HSTS when it is `https://`. Read at run time: one build serves any address. Unset, both `http://localhost:PORT` and `http://127.0.0.1:PORT` may sign in. Needed with a real Firebase project, which answers no other host name",
    shownDefault: "`http://localhost:PORT`",
  }),
  TRUST_PROXY: trustProxy.default(false).meta({
    description:
      "which proxies to believe about the client's address, protocol and host (`X-Forwarded-For`, `-Proto`, `-Host`): a number of hops, or addresses and subnets such as `loopback` or `loopback,10.0.0.0/8`. Set it behind nginx, never otherwise: rate limits key on that address",
    shownDefault: "unset (none)",
  }),
  SHUTDOWN_GRACE_SECONDS: numberIn({ min: 0, max: 120, of: "seconds" })
    .default(10)
    .meta({ description: "after SIGTERM, how long requests in flight may take to finish" }),
  SESSION_RATE_LIMIT: numberIn({ min: 1, whole: true, of: "requests" }).default(20).meta({
    description:
      "session requests (log in, log out) a minute from one address, counted by each instance: plenty for a person, too few to hammer firebase-admin",
  }),
  TWO_STEP_CODE_LIMIT: numberIn({ min: 1, whole: true, of: "codes" }).default(5).meta({
    description:
      "two-step sign-in codes one sign-in (or one account turning it on) may try in 15 minutes, and have texted in an hour (each text costs money): a person mistypes a few, a guesser needs a million. From one address, `SESSION_RATE_LIMIT` a minute. Counted in Redis with `REDIS_URL`. Past it, the code prompt says how long to wait, never that a code was sent, and offers a passkey at sign-in",
  }),
  PAGE_CACHE_MB: numberIn({ min: 0, max: 4096, of: "megabytes" }).default(32).meta({
    description:
      "megabytes of shared pages the server keeps ready to send, brotli and gzip forms and the pieces signed-in visitors' copies are made of included (decisions 13, 24); an eighth more holds search's answers apart, so made-up queries never push out a page (decision 71); `0` turns it off",
  }),
  PERSONAL_PAGE_CACHE_MB: numberIn({ min: 0, max: 4096, of: "megabytes" }).default(16).meta({
    description:
      "megabytes of personal pages (`/account`, a booking's page, the staff inbox, a lead, the cohorts, a roster) kept for the session they were rendered for, and sent to it again for up to 10 s while no write has landed in the database and the account has not changed (decision 40); kept only with `REDIS_URL` or the embedded database (one instance), so that every instance hears of every write; `0` renders every view",
  }),
  RENDERS_AT_ONCE: numberIn({ min: 1, max: 1024, whole: true, of: "renders" }).default(32).meta({
    description:
      "pages each instance renders at once (a page from the page cache is not a render); past it, or while the server runs late, a new one waits its turn in a short line (`RENDER_LINE`) rather than slow the pages already under way (decision 24)",
  }),
  RENDER_LINE: numberIn({ min: 0, max: 4096, whole: true, of: "requests" }).default(64).meta({
    description:
      "renders that may wait their turn at once, each for at most 2.5 s: a burst of real visitors waits a moment rather than be turned away. Past it, or when the wait runs out, the answer is 503 with `Retry-After`, so that a flood of addresses no one asked for before cannot starve the pages the cache holds",
  }),
  REVOCATION_CHECK_SECONDS: numberIn({ min: 0, max: 3600, whole: true, of: "seconds" }).default(300).meta({
    description:
      "how long the copy of an account's record (revocation, staff claim, sign-in methods, verified email) holds before firebase-admin is asked again. What the site itself changes counts at once (decision 39); a change made in the Firebase console counts within this. Changes that could lock someone out ask afresh; `0` asks on every request",
  }),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:$/.test(URL.parse(value)?.protocol ?? ""), "must be a redis:// or rediss:// address")
    .optional()
    .meta({
      description:
        "a Redis server (`redis://` or `rediss://`) for what instances share: the revocation checks and the sessions the site ended (decisions 21 and 29), the field-data counts, and the contact form's and passkeys' limits. Unset, each instance keeps its own in memory, and learns of a session another instance ended from the database within 5 seconds. While Redis is down the site works without it",
    }),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? ""), "must be a postgres:// or postgresql:// address")
    .optional()
    .meta({
      description:
        "a PostgreSQL server (`postgres://` or `postgresql://`) for the site's data. Unset, `npm start` runs the embedded database (PGlite) in `DATA_DIR/db` in a process of its own (decision 17). Migrations in `drizzle/` are applied on start, once even when several instances start together",
    }),
  DATABASE_CONNECTIONS: numberIn({ min: 1, max: 100, whole: true, of: "connections" })
    .default(10)
    .meta({ description: "connections each instance keeps to `DATABASE_URL` at most; the embedded database is given 1 (decision 17)" }),
  DATA_DIR: z.string().min(1).default("data").meta({
    description:
      "the site's own folder, relative to where it starts: the embedded database (`db/`), the emulator's accounts without a Firebase project (`auth/`), field data (`vitals/`), mail without SMTP (`mail/`), the contact form's secret without `FORM_SECRETS` (`form-secret`)",
  }),
  BACKUP_DIR: z.string().min(1).optional().meta({
    shownDefault: "`DATA_DIR/backups`",
    description:
      "where `npm run backup` and the site's scheduled backups write their archives (decision 70); another disk than `DATA_DIR`'s is the point of a backup",
  }),
  BACKUP_EVERY_HOURS: numberIn({ min: 0, max: 720, whole: true, of: "hours" }).default(24).meta({
    description:
      "how often each instance takes a backup into `BACKUP_DIR` on its own (the first a few minutes after a start with none there); 0 turns the schedule off. Staff pages warn when the last backup is older than this promises",
  }),
  BACKUP_KEEP: numberIn({ min: 1, max: 1000, whole: true, of: "backups" })
    .default(14)
    .meta({ description: "how many backups `BACKUP_DIR` keeps: after each new one, the oldest beyond this number are deleted" }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info").meta({
    description:
      "the least a log line must weigh to be written: `info` writes a line per request and each start and stop; `warn` only what went wrong",
  }),
  LOG_FORMAT: z.enum(["json", "readable"]).optional().meta({
    shownDefault: "`json` for `npm start`, `readable` for `npm run dev`",
    description: "one JSON object a line (for a log shipper, or `jq`), or lines for a person to read",
  }),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional().meta({
    shownDefault: "unset: `/metrics` answers loopback alone",
    description:
      "a bearer token that lets a scraper elsewhere read `/metrics` (`Authorization: Bearer <token>`); without it, only a request to the instance itself from this machine does, and anyone else gets a 404",
  }),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:$/.test(URL.parse(value)?.protocol ?? ""), "must be an smtp:// or smtps:// address")
    .optional()
    .meta({
      description:
        "the SMTP server the site's mail goes through, such as `smtps://user:password@mail.example.com:465`. Unset, each message is written to `DATA_DIR/mail/` as an `.eml` file (any mail program opens one), and the start's log says so",
    }),
  MAIL_FROM: z
    .string()
    .min(3)
    .default("Brightline Digital <hello@brightline.digital>")
    .meta({ description: 'the sender of the site\'s mail, as an address or "Name <address>"' }),
  STUDIO_EMAIL: z
    .email("must be an email address")
    .default("hello@brightline.digital")
    .meta({ description: "where the studio is told of each new lead (the message's Reply-To is the sender)" }),
  LEAD_RETENTION_MONTHS: numberIn({ min: 1, max: 120, whole: true, of: "months" }).default(24).meta({
    description:
      "months a lead is kept; the server erases older ones (and spam after 30 days) at its start and every six hours, with a line in `audit_log` giving the counts",
  }),
  CONTACT_RATE_LIMIT: numberIn({ min: 1, whole: true, of: "messages" }).default(5).meta({
    description:
      "contact-form messages one address may send in ten minutes (a person sends one; a form-filling bot, dozens); past it the form answers 429 in plain words, keeping what was typed. Counted in Redis with `REDIS_URL`, so shared by every instance (each counts alone while Redis is down)",
  }),
  NEWSLETTER_RATE: numberIn({ min: 1, max: 100_000, whole: true, of: "messages" }).default(600).meta({
    description:
      "newsletter mails the site sends in a minute, all instances together (issue 68): a newsletter goes out at this pace through the mail outbox's sender, so a mail server's limit per minute is never met. Counted in the database, so a restart goes on at the same pace where it stopped",
  }),
  NEWSLETTER_MAIL_STREAM: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "must be a Postmark message stream's ID, such as broadcast")
    .optional()
    .meta({
      description:
        "the Postmark message stream newsletters go out on (its ID, such as `broadcast`), sent as their `X-PM-Message-Stream` header: Postmark asks for bulk mail on a broadcast stream, apart from the site's other mail. Unset, newsletters go on the SMTP token's default stream; other mail servers ignore the header. Set that stream's own unsubscribe handling to none: the site's link is the one every newsletter carries",
    }),
  BOOKING_HOLD_DAYS: numberIn({ min: 1, max: 30, whole: true, of: "days" }).default(7).meta({
    description:
      "days a paid course's seat is held for its payment before it is freed for the next person. Cohorts and bookings are data (decision 25; see [Courses and payments](courses-and-payments.md)); every minute each instance releases expired holds and offers and queues the reminders three days before a start. A site without a Firebase project (one on its own machine) adds five sample cohorts at its first start; a deployment starts with none",
  }),
  TEAM_PAYMENT_TERMS_DAYS: numberIn({ min: 1, max: 90, whole: true, of: "days" }).default(30).meta({
    description:
      "days a company has to pay a team order on invoice (issue 66): its seats are held until the end of the last day (UK time), the invoice says that day, and an order still unpaid after it is released with a credit note for its invoice",
  }),
  WAITING_OFFER_HOURS: numberIn({ min: 1, max: 336, whole: true, of: "hours" }).default(48).meta({
    description: "hours the first person on a cohort's waiting list has to take a freed seat before the offer passes on",
  }),
  PAYMENT_PAYEE: z.string().trim().min(2, "must be the account holder's name").max(100, "must be at most 100 characters").optional().meta({
    description:
      "the name on the studio's bank account for course payments, as the bank knows the studio; with `PAYMENT_IBAN`, both or neither: the seat-held mail gives them with the amount and reference. Unset, the mail says an invoice with the bank details follows, and the staff send it",
  }),
  PAYMENT_IBAN: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, "must be an IBAN, such as GB33 BUKB 2020 1555 5555 55"))
    .optional()
    .meta({
      description:
        "the studio's bank account for course payments, an IBAN (spaces are allowed, as IBANs are printed); with `PAYMENT_PAYEE`, both or neither",
    }),
  INVOICE_PREFIX: invoicePrefix.default("INV").meta({
    description:
      "what every invoice's number begins with, before the year and its place in the year's series: `INV` makes `INV-2026-0001`. Numbers run without a gap within a prefix and a year, also with several instances (decision 66); a new prefix starts a series of its own",
  }),
  CREDIT_NOTE_PREFIX: invoicePrefix.default("CN").meta({
    description:
      "what every credit note's number begins with, as `INVOICE_PREFIX` does for invoices: `CN-2026-0001`. It must differ from it",
  }),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9_]{4,}$/, "must be a Stripe secret key, such as sk_test_…")
    .optional()
    .meta({
      description:
        "card payments through Stripe Checkout, with `STRIPE_WEBHOOK_SECRET`, both or neither (decision 47): the secret key (`sk_live_…`, `sk_test_…` or a restricted `rk_…` with Checkout Sessions and Refunds write access). Unset, the site takes bank transfers only and says so at start",
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=_-]{8,}$/, "must be a webhook signing secret, such as whsec_…")
    .optional()
    .meta({
      description:
        "the signing secret (`whsec_…`) of the webhook endpoint you add at Stripe for `https://<your site>/webhooks/stripe` with the events `checkout.session.completed`, `checkout.session.async_payment_succeeded` and `checkout.session.expired`: it proves an event came from Stripe. With `STRIPE_SECRET_KEY`, both or neither",
    }),
  STRIPE_API_URL: z
    .string()
    .refine((value) => {
      const url = URL.parse(value);
      return url !== null && ["http:", "https:"].includes(url.protocol) && isLoopbackHost(url.hostname) && url.pathname === "/";
    }, "must be a loopback origin, such as http://127.0.0.1:12111: it is for a stand-in of Stripe's API")
    .optional()
    .meta({
      description: "a stand-in for Stripe's API on this machine (loopback only), such as the tests' fake (`tests/support/stripe-fake.ts`)",
    }),
  CARD_HOLD_MINUTES: numberIn({ min: 36, max: 1440, whole: true, of: "minutes" }).default(60).meta({
    description:
      "minutes a seat is held while the learner pays by card (36 to 1440); Stripe's page closes five minutes before the hold ends, time for a last-moment payment's event to arrive",
  }),
  BOOKING_BANK_TRANSFER: z
    .enum(["0", "1"], { error: 'must be "1" (on, the default), "0" (off) or unset' })
    .default("1")
    .meta({ description: "`0` offers card payment only (it needs Stripe's keys)" }),
  COMPANY_DIRECTORS: z
    .string()
    .transform((value) => value.split(",").map((name) => name.trim()))
    .refine((names) => names.every((name) => name.length >= 2 && name.length <= 100), "must be the directors' names, separated by commas")
    .optional()
    .meta({
      description:
        "the company's directors, separated by commas, as the legal notice (`/legal-notice`, `/de/impressum`) must name them. The start says which of the legal notice's facts are missing",
      shownDefault: "unset (the start warns)",
    }),
  COMPANY_PHONE: z
    .string()
    .trim()
    .refine((value) => /^\+[1-9][0-9 ()-]{6,20}$/.test(value), "must be a phone number with its country code, such as +44 117 496 0123")
    .optional()
    .meta({
      description:
        "the studio's phone number with its country code, such as `+44 117 496 0123`: the legal notice, the terms and the withdrawal information give it",
      shownDefault: "unset (the start warns)",
    }),
  VAT_NUMBER: z
    .string()
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^(GB([0-9]{9}|[0-9]{12})|XI[0-9]{9}|DE[0-9]{9})$/, "must be a VAT number, such as GB123456789"))
    .optional()
    .meta({
      description:
        "the studio's VAT registration number (`GB123456789`): the legal notice, the terms and every receipt's VAT line carry it. The rate prices include is data (`company.vatRatePercent` in app/config/site.ts, decision 65)",
      shownDefault: "unset (the start warns)",
    }),
  SCRIPTS_AFTER_LOAD: z.enum(["0", "1"], { error: 'must be "1" (on, the default), "0" (off) or unset' }).default("1").meta({
    description:
      "`0` lets a hydrating page's scripts start as its HTML arrives instead of after its load event (decision 16): for measuring what waiting buys ([Measuring](performance/measuring.md))",
  }),
  VITALS_REPORTING: z.enum(["0", "1"], { error: 'must be "1" (on), "0" (off) or unset' }).optional().meta({
    description:
      "`1` or `0`: whether pages send their Core Web Vitals to `/api/vitals` and the server counts them (decision 14; read them with `npm run vitals`). Off, pages load no reporter and `/api/vitals` answers 404. Development builds and test runs would measure the machine they run on, not the site's visitors",
    shownDefault: "on in production, off otherwise",
  }),
  VITALS_RATE_LIMIT: numberIn({ min: 1, whole: true, of: "reports" }).default(120).meta({
    description:
      "field-data reports a minute from one address (a person sends one or two a page; an office behind one address, many more), counted by each instance; past it, `/api/vitals` answers 429 with `Retry-After`",
  }),
  FORM_SECRETS: z
    .string()
    .transform((value) => value.split(",").map((secret) => secret.trim()))
    .refine(
      (secrets) => secrets.every((secret) => secret.length >= 32),
      "must be one or more secrets of at least 32 characters, separated by commas",
    )
    .optional()
    .meta({
      description:
        "secrets of at least 32 characters, separated by commas, that sign the contact form's ids (decision 19); the first signs, every one is accepted (so a new one can be brought in and an old one retired without refusing an open form), the same on every instance. To rotate, add the new one last, then move it first, then drop the old one after 72 hours. Make one with `openssl rand -base64 32`",
      shownDefault: "unset: made once and kept in `DATA_DIR/form-secret`; required with a real Firebase project",
    }),
  ERROR_DRILL: z
    .enum(["0", "1"], { error: 'must be "1" or unset' })
    .default("0")
    .meta({ description: "test-only: `1` turns on `/error-drill` so browser tests can see the error screens" }),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id (lower-case letters, digits and dashes)")
    .optional()
    .meta({
      description:
        "the Firebase project's id. One starting with `demo-` is always the emulator's, never a real project; without a real one, `npm start`, `npm run dev` and `npm test` start the Firebase Auth emulator on this machine, and the site listens on nothing but 127.0.0.1 ([Accounts](accounts.md))",
      shownDefault: "unset: the emulator's `demo-brightline`",
    }),
  FIREBASE_API_KEY: z
    .string()
    .min(10, "must be the web app's API key")
    .optional()
    .meta({ description: "the web app's API key (Project settings > Your apps); needed with a real `FIREBASE_PROJECT_ID`" }),
  FIREBASE_AUTH_DOMAIN: z.string().min(4).optional().meta({
    description:
      "the host the browser's sign-in windows use; set it to the site's own host when it serves `/__/auth/` for Continue with Google in browsers that block third-party storage ([Accounts](accounts.md))",
    shownDefault: "`<project>.firebaseapp.com`",
  }),
  FIREBASE_APP_ID: z.string().optional().meta({ description: "the web app's id" }),
  FIREBASE_GOOGLE_SIGN_IN: z.enum(["0", "1"], { error: 'must be "1" or unset' }).default("0").meta({
    description:
      '`1` once Google is enabled in the Firebase project (Authentication > Sign-in method): shows "Continue with Google" (the emulator always has it; see [Accounts](accounts.md))',
  }),
  FIREBASE_SERVICE_ACCOUNT: z.string().startsWith("{", "must be the service account's JSON key, in one line").optional().meta({
    description:
      "the service account's JSON key, in one line (or set `GOOGLE_APPLICATION_CREDENTIALS` to its file); passkeys need it to sign custom tokens",
  }),
  GOOGLE_APPLICATION_CREDENTIALS: z
    .string()
    .optional()
    .meta({ description: "the file of the service account's JSON key, read by firebase-admin, in place of `FIREBASE_SERVICE_ACCOUNT`" }),
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost.optional().meta({
    description:
      "an auth emulator you run yourself, such as `127.0.0.1:9099` (loopback only), in place of the one `npm start` runs; firebase-admin reads it too",
  }),
  AUTH_EMULATOR_PORT: port
    .default(9099)
    .meta({ description: "the port of the auth emulator `npm start`, `npm run dev` and `npm test` run" }),
  AUTH_EMULATOR_HUB_PORT: port.default(4400).meta({ description: "that emulator's hub port" }),
  AUTH_EMULATOR_LOGGING_PORT: port.default(4500).meta({ description: "that emulator's logging port" }),
  AUTH_EMULATOR_EXPORT_SECONDS: numberIn({ min: 1, max: 3600, whole: true, of: "seconds" }).default(30).meta({
    description: "how often the emulator `npm start` runs writes its accounts to `DATA_DIR/auth`: the most a kill -9 loses (decision 26)",
  }),
});

/** A setting as docs/configuration.md shows it: its name, its default in words, and what it does. */
export type SettingDescription = { name: SettingName; shownDefault: string; description: string };

/** Every setting, in the schema's order, as its own metadata describes it (scripts/configuration-doc.ts). */
export function describeSettings(): SettingDescription[] {
  return Object.entries(environmentSchema.shape).map(([name, schema]) => {
    const meta = schema.meta() ?? {};
    if (typeof meta.description !== "string") throw new Error(`The setting ${name} has no description in the settings schema`);
    const given = typeof meta.shownDefault === "string" ? meta.shownDefault : undefined;
    const schemaDefault = schema instanceof z.ZodDefault ? `\`${String(schema.def.defaultValue)}\`` : "unset";
    return { name: name as SettingName, shownDefault: given ?? schemaDefault, description: meta.description };
  });
}

/** Where the data lives. */
export type Database =
  /** A PostgreSQL server: DATABASE_URL, or the embedded one once `npm start` has started it. */
  | { kind: "server"; url: string; connections: number }
  /** None running yet: `npm start`, `npm run dev` and the tests start PGlite in this folder. */
  | { kind: "embedded"; directory: string };

/** How mail leaves. */
export type MailDelivery =
  /** Through an SMTP server. */
  | { kind: "smtp"; url: string }
  /** Written as .eml files to this folder, for a person to read (development, and no SMTP yet). */
  | { kind: "files"; directory: string };

/** Where accounts live. */
export type IdentityProvider =
  /** A real Firebase project: its web config and, optionally, a service account key. */
  | { kind: "project"; projectId: string; serviceAccount?: string; browser: BrowserAuthConfig }
  /** A Firebase Auth emulator on this machine, already running. */
  | { kind: "emulator"; projectId: string; host: string; browser: BrowserAuthConfig }
  /** None yet: `npm start` and `npm run dev` start an emulator; a bare server has no sign-in. */
  | { kind: "none"; projectId: string };

/** The host names the site answers to (server/http/own-hosts.ts). */
export type OwnHosts =
  /** SITE_URL's host alone. */
  | { kind: "site"; origin: string }
  /** Without SITE_URL: this machine's own names (localhost, 127.0.0.1, [::1]) on any port. */
  | { kind: "this machine" };

/** Every setting, as the site uses it: its type is what `readSettings` returns, named once there. */
export type Settings = ReturnType<typeof settingsFrom>;

/** The name of each setting in the environment. */
export type SettingName = keyof z.input<typeof environmentSchema>;

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** A `demo-` project id is always the emulator's: Firebase never issues one for a real project. */
function isRealProjectId(projectId: string | undefined): projectId is string {
  return projectId !== undefined && !projectId.startsWith("demo-");
}

/** Said when neither a Firebase project nor an emulator is there to sign anyone in. */
export const IDENTITY_UNAVAILABLE = "Sign-in is unavailable: no Firebase project is configured and no auth emulator is running.";

/** The one rule for "a real Firebase project is configured": an id that is not a demo, and an API key. */
function identityProvider(env: z.output<typeof environmentSchema>): IdentityProvider {
  const projectId = env.FIREBASE_PROJECT_ID;
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    const id = projectId ?? "demo-brightline";
    return {
      kind: "emulator",
      projectId: id,
      host: env.FIREBASE_AUTH_EMULATOR_HOST,
      browser: {
        // The emulator accepts any key; the SDK only insists there is one.
        apiKey: "demo-api-key",
        authDomain: `${id}.firebaseapp.com`,
        projectId: id,
        googleSignIn: true,
        emulatorURL: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
      },
    };
  }
  if (isRealProjectId(projectId) && env.FIREBASE_API_KEY) {
    return {
      kind: "project",
      projectId,
      serviceAccount: env.FIREBASE_SERVICE_ACCOUNT,
      browser: {
        apiKey: env.FIREBASE_API_KEY,
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
        appId: env.FIREBASE_APP_ID,
        googleSignIn: env.FIREBASE_GOOGLE_SIGN_IN === "1",
      },
    };
  }
  return { kind: "none", projectId: projectId && !isRealProjectId(projectId) ? projectId : "demo-brightline" };
}

/**
 * Reads and checks the settings; throws one line naming every wrong one. `overrides` are the
 * values the start has made itself (the embedded database's address, the emulator it started),
 * read as if they were in the environment, which stays as it was.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<SettingName, string>> = {}): Settings {
  // An empty variable means "not set", as in a shell's `FOO= npm start`.
  const present = Object.fromEntries(Object.entries({ ...env, ...overrides }).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) throw settingsError(parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  const problems = conflicts(parsed.data);
  if (problems.length > 0) throw settingsError(problems);
  return settingsFrom(parsed.data);
}

function settingsError(problems: string[]): SettingsError {
  return new SettingsError(`Invalid settings: ${problems.join("; ")}`);
}

/** What is wrong with the settings together, though each is right alone. */
function conflicts(values: z.output<typeof environmentSchema>): string[] {
  const problems: string[] = [];
  if (values.INVOICE_PREFIX === values.CREDIT_NOTE_PREFIX) {
    problems.push("INVOICE_PREFIX and CREDIT_NOTE_PREFIX must differ: invoices and credit notes are numbered in series of their own");
  }
  if (Boolean(values.PAYMENT_PAYEE) !== Boolean(values.PAYMENT_IBAN)) {
    problems.push("PAYMENT_PAYEE and PAYMENT_IBAN go together: set both, or neither");
  }
  if (Boolean(values.STRIPE_SECRET_KEY) !== Boolean(values.STRIPE_WEBHOOK_SECRET)) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both for card payments, or neither");
  }
  if (values.BOOKING_BANK_TRANSFER === "0" && !values.STRIPE_SECRET_KEY) {
    problems.push("BOOKING_BANK_TRANSFER=0 needs card payments (STRIPE_SECRET_KEY): a paid course must have a way to be paid");
  }
  if (isRealProjectId(values.FIREBASE_PROJECT_ID) && !values.FIREBASE_API_KEY && !values.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push("FIREBASE_API_KEY is needed with a real FIREBASE_PROJECT_ID (or use a demo- id for the emulator)");
  }
  if (identityProvider(values).kind !== "project") return problems;
  // A deployment (a real Firebase project) answers only at SITE_URL's host (server/http/own-hosts.ts)
  // and takes sign-ins only from its pages: without it, every page but /healthz would answer 421.
  if (!values.SITE_URL) {
    problems.push(
      "SITE_URL is needed with a real Firebase project: the address visitors use, such as https://example.com (the site answers no other host name)",
    );
  }
  // Its instances may run on several machines, which must sign forms alike: the secret is theirs
  // to share. On one machine the start keeps one in DATA_DIR.
  if (!values.FORM_SECRETS) {
    problems.push(
      "FORM_SECRETS is needed with a real Firebase project: a secret of at least 32 characters that signs the contact form's ids, the same on every instance (make one with `openssl rand -base64 32`)",
    );
  }
  return problems;
}

/** The settings as the site uses them, from checked values: each one named here, once. */
function settingsFrom(values: z.output<typeof environmentSchema>) {
  const database: Database = values.DATABASE_URL
    ? { kind: "server", url: values.DATABASE_URL, connections: values.DATABASE_CONNECTIONS }
    : { kind: "embedded", directory: path.resolve(values.DATA_DIR, "db") };
  const delivery: MailDelivery = values.SMTP_URL
    ? { kind: "smtp", url: values.SMTP_URL }
    : { kind: "files", directory: path.resolve(values.DATA_DIR, "mail") };
  const ownHosts: OwnHosts = values.SITE_URL ? { kind: "site", origin: values.SITE_URL } : { kind: "this machine" };
  return {
    mode: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    /** The public origin: SITE_URL, or http://localhost:PORT when it is not set. */
    siteUrl: values.SITE_URL ?? `http://localhost:${values.PORT}`,
    /**
     * The origins whose pages may change the session: SITE_URL's, or without it this machine's
     * own names for the site (localhost and 127.0.0.1), as a browser on it would use.
     */
    allowedOrigins: values.SITE_URL ? [values.SITE_URL] : [`http://localhost:${values.PORT}`, `http://127.0.0.1:${values.PORT}`],
    ownHosts,
    /** Express's `trust proxy`: false, a number of hops, or addresses and subnets. */
    trustProxy: values.TRUST_PROXY,
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS,
    sessionRateLimit: values.SESSION_RATE_LIMIT,
    /** Two-step codes one account may try in 15 minutes, and have sent in an hour. */
    twoStepCodeLimit: values.TWO_STEP_CODE_LIMIT,
    /** Bytes the anonymous page cache may hold; 0 when it is off. */
    pageCacheBytes: Math.round(values.PAGE_CACHE_MB * 1024 * 1024),
    /** Renders at once, and renders that may wait their turn, per instance (server/http/render-bounds.ts). */
    renderBounds: { maxInFlight: values.RENDERS_AT_ONCE, maxWaiting: values.RENDER_LINE },
    /** Bytes of personal pages kept for their sessions; 0 when they are rendered for every view. */
    personalPageCacheBytes: Math.round(values.PERSONAL_PAGE_CACHE_MB * 1024 * 1024),
    /** How long a check that a session is not revoked holds, in seconds. */
    revocationCheckSeconds: values.REVOCATION_CHECK_SECONDS,
    /** Where instances share state; unset, each keeps its own in memory. */
    redisUrl: values.REDIS_URL,
    /** Where leads and accounts' records live. */
    database,
    /** The site's own folder, absolute. */
    dataDirectory: path.resolve(values.DATA_DIR),
    /** Where backups are written, absolute (decision 70). */
    /** How the site's lines are written (app/platform/logger.server.ts). */
    logging: { level: values.LOG_LEVEL, format: values.LOG_FORMAT ?? (values.NODE_ENV === "development" ? "readable" : "json") },
    /** Who may read /metrics from elsewhere than this machine; unset, no one. */
    metricsToken: values.METRICS_TOKEN,
    backups: {
      directory: path.resolve(values.BACKUP_DIR ?? path.join(values.DATA_DIR, "backups")),
      /** 0 when the site takes none on its own. */
      everyHours: values.BACKUP_EVERY_HOURS,
      keep: values.BACKUP_KEEP,
    },
    /** Contact-form messages one address may send in ten minutes. */
    contactRateLimit: values.CONTACT_RATE_LIMIT,
    /** Newsletter mails sent in a minute, by every instance together. */
    newsletterRate: values.NEWSLETTER_RATE,
    /** The secrets that sign the contact form's ids, the signing one first; empty until the start provides one. */
    formSecrets: values.FORM_SECRETS ?? [],
    /** Months a lead is kept before the site erases it. */
    leadRetentionMonths: values.LEAD_RETENTION_MONTHS,
    mail: { delivery, from: values.MAIL_FROM, studio: values.STUDIO_EMAIL, newsletterStream: values.NEWSLETTER_MAIL_STREAM },
    /** Whether a hydrating page's scripts wait for its load event (decision 16). */
    scriptsAfterLoad: values.SCRIPTS_AFTER_LOAD === "1",
    booking: {
      holdDays: values.BOOKING_HOLD_DAYS,
      offerHours: values.WAITING_OFFER_HOURS,
      /** Days a company has to pay a team order on invoice; its seats are held until then (issue 66). */
      teamPaymentTermsDays: values.TEAM_PAYMENT_TERMS_DAYS,
      /** The account a bank transfer goes to; unset, the learner is told an invoice with it follows. */
      bankAccount: values.PAYMENT_PAYEE && values.PAYMENT_IBAN ? { payee: values.PAYMENT_PAYEE, iban: values.PAYMENT_IBAN } : undefined,
      /** Whether a paid seat may be paid by bank transfer (decision 47). */
      bankTransfer: values.BOOKING_BANK_TRANSFER === "1",
      /** Card payments through Stripe Checkout, when configured (decision 47). */
      card: cardPayments(values),
    },
    /** What invoices' and credit notes' numbers begin with (decision 66). */
    invoicePrefixes: { invoice: values.INVOICE_PREFIX, "credit-note": values.CREDIT_NOTE_PREFIX },
    /** What the legal notice, the terms and receipts say of the trader beyond `company` in app/config/site.ts (decision 65). */
    trader: { directors: values.COMPANY_DIRECTORS ?? [], phone: values.COMPANY_PHONE, vatNumber: values.VAT_NUMBER },
    /**
     * Whether pages report their Core Web Vitals to /api/vitals, and it records them. Development
     * builds and test runs measure the machine they run on, not the site's visitors.
     */
    vitalsReporting: values.VITALS_REPORTING === undefined ? values.NODE_ENV === "production" : values.VITALS_REPORTING === "1",
    /** Field-data reports a minute from one address. */
    vitalsRateLimit: values.VITALS_RATE_LIMIT,
    errorDrill: values.ERROR_DRILL === "1",
    /** Where accounts live. */
    identity: identityProvider(values),
    authEmulatorPorts: { auth: values.AUTH_EMULATOR_PORT, hub: values.AUTH_EMULATOR_HUB_PORT, logging: values.AUTH_EMULATOR_LOGGING_PORT },
    authEmulatorExportSeconds: values.AUTH_EMULATOR_EXPORT_SECONDS,
  };
}

/** Stripe, as the site talks to it: its keys, and where its API is when a stand-in replaces it. */
export type CardPayments = {
  secretKey: string;
  webhookSecret: string;
  holdMinutes: number;
  /** The package's own host, port and protocol options, for a stand-in on this machine. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

function cardPayments(values: z.output<typeof environmentSchema>): CardPayments | undefined {
  if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) return undefined;
  const url = values.STRIPE_API_URL ? new URL(values.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === "https:" ? "https" : "http";
  return {
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    holdMinutes: values.CARD_HOLD_MINUTES,
    api: url
      ? { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port || (protocol === "https" ? 443 : 80)), protocol }
      : undefined,
  };
}

let current: Settings | undefined;

/**
 * The settings the app runs with: those the start gave it (`installSettings`), or, for a script or
 * a test that gave none, the environment's, read on first use.
 */
export function settings(): Settings {
  current ??= readSettings();
  return current;
}

/** The app runs with these from now on: the start's, once it has completed them. */
export function installSettings(value: Settings): void {
  current = value;
}

/** Reads the environment again: for a script or a test that has changed it. */
export function rereadSettings(): Settings {
  current = undefined;
  return settings();
}

/**
 * The emulator accepts unsigned tokens, so anyone who reaches the site could be anyone:
 * without a real Firebase project, the site may only listen on this machine.
 */
export function refuseExposedEmulator(current: Settings): void {
  if (current.identity.kind === "project" || isLoopbackHost(current.host)) return;
  throw new SettingsError(
    `Refusing to listen on ${current.host}: without a Firebase project the site uses the local auth emulator, which accepts unsigned tokens, so it may only listen on 127.0.0.1.`,
  );
}
