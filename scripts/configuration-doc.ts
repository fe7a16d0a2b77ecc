// `npm run docs:configuration`: writes docs/configuration.md from the settings schema
// (app/platform/settings.server.ts), where each setting's default and description live, so that
// no setting is described twice by hand. configuration-doc.test.ts fails when the page and the
// schema differ.
import { writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describeSettings, type SettingDescription, type SettingName } from "../app/platform/settings.server";

export const configurationPath = fileURLToPath(new URL("../docs/configuration.md", import.meta.url));

/** The page's sections, each with the settings it lists, in that order: every setting in one of them. */
const sections: { title: string; settings: SettingName[] }[] = [
  {
    title: "The server and its address",
    settings: ["NODE_ENV", "PORT", "HOST", "SITE_URL", "TRUST_PROXY", "SHUTDOWN_GRACE_SECONDS"],
  },
  {
    title: "Pages and speed",
    settings: [
      "PAGE_CACHE_MB",
      "PERSONAL_PAGE_CACHE_MB",
      "RENDERS_AT_ONCE",
      "RENDER_LINE",
      "SCRIPTS_AFTER_LOAD",
      "VITALS_REPORTING",
      "VITALS_RATE_LIMIT",
    ],
  },
  {
    title: "Data, and what instances share",
    settings: ["DATA_DIR", "DATABASE_URL", "DATABASE_CONNECTIONS", "REDIS_URL"],
  },
  {
    title: "Backups, logs and metrics",
    settings: ["BACKUP_DIR", "BACKUP_EVERY_HOURS", "BACKUP_KEEP", "LOG_LEVEL", "LOG_FORMAT", "METRICS_TOKEN"],
  },
  {
    title: "Accounts and sessions",
    settings: [
      "FIREBASE_PROJECT_ID",
      "FIREBASE_API_KEY",
      "FIREBASE_SERVICE_ACCOUNT",
      "GOOGLE_APPLICATION_CREDENTIALS",
      "FIREBASE_AUTH_DOMAIN",
      "FIREBASE_APP_ID",
      "FIREBASE_GOOGLE_SIGN_IN",
      "REVOCATION_CHECK_SECONDS",
      "SESSION_RATE_LIMIT",
      "TWO_STEP_CODE_LIMIT",
    ],
  },
  {
    title: "The auth emulator",
    settings: [
      "FIREBASE_AUTH_EMULATOR_HOST",
      "AUTH_EMULATOR_PORT",
      "AUTH_EMULATOR_HUB_PORT",
      "AUTH_EMULATOR_LOGGING_PORT",
      "AUTH_EMULATOR_EXPORT_SECONDS",
    ],
  },
  {
    title: "The contact form, leads, the newsletter and mail",
    settings: [
      "FORM_SECRETS",
      "CONTACT_RATE_LIMIT",
      "LEAD_RETENTION_MONTHS",
      "NEWSLETTER_RATE",
      "NEWSLETTER_MAIL_STREAM",
      "SMTP_URL",
      "MAIL_FROM",
      "STUDIO_EMAIL",
    ],
  },
  {
    title: "Courses and payments",
    settings: [
      "BOOKING_HOLD_DAYS",
      "WAITING_OFFER_HOURS",
      "TEAM_PAYMENT_TERMS_DAYS",
      "PAYMENT_PAYEE",
      "PAYMENT_IBAN",
      "INVOICE_PREFIX",
      "CREDIT_NOTE_PREFIX",
      "BOOKING_BANK_TRANSFER",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "CARD_HOLD_MINUTES",
      "STRIPE_API_URL",
    ],
  },
  { title: "The trader the law asks the site to name (issue 65)", settings: ["COMPANY_DIRECTORS", "COMPANY_PHONE", "VAT_NUMBER"] },
  { title: "Tests", settings: ["ERROR_DRILL"] },
];

const intro = `# Configuration

<!-- Written by \`npm run docs:configuration\` from app/platform/settings.server.ts: change a setting's words there. -->

Every setting is read and checked in one place, \`app/platform/settings.server.ts\`, when the
site starts: a wrong value stops the start with one line that names it, for example
\`Invalid settings: PORT must be a whole number from 0 to 65535\`. An empty variable counts as
unset. Settings that go together (\`PAYMENT_PAYEE\` and \`PAYMENT_IBAN\`, Stripe's two keys) are
checked together, and a real Firebase project needs \`SITE_URL\` and \`FORM_SECRETS\` too.

Where each matters: [Deploying](deploying.md) for production, [Accounts](accounts.md) for the
identity provider, [Courses and payments](courses-and-payments.md) for bookings and Stripe. The
variables of the tests and the measuring scripts (\`TEST_DATABASE_URL\`, \`BENCH_*\`,
\`LIGHTHOUSE_*\`) are in [Tests and CI](testing.md) and [Measuring](performance/measuring.md).
`;

/** A table cell: its text on one line, with no bar to end it early. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");

function table(settings: readonly SettingDescription[]): string {
  const rows = settings.map((setting) => `| \`${setting.name}\` | ${cell(setting.shownDefault)} | ${cell(setting.description)} |`);
  return ["| variable | default | what it does |", "|---|---|---|", ...rows].join("\n");
}

/** The page as the schema describes it (Markdown is wrapped by hand here, not by Prettier: its tables stay one line a row). */
export function configurationPage(described: readonly SettingDescription[] = describeSettings()): string {
  const byName = new Map(described.map((setting) => [setting.name, setting]));
  const placed = sections.flatMap((section) => section.settings);
  const unplaced = described.filter((setting) => !placed.includes(setting.name)).map((setting) => setting.name);
  const unknown = placed.filter((name, index) => !byName.has(name) || placed.indexOf(name) !== index);
  if (unplaced.length > 0 || unknown.length > 0) {
    throw new Error(
      `scripts/configuration-doc.ts: every setting belongs in one section of the page` +
        (unplaced.length > 0 ? `; in none: ${unplaced.join(", ")}` : "") +
        (unknown.length > 0 ? `; not in the schema, or twice: ${unknown.join(", ")}` : ""),
    );
  }
  const body = sections.map((section) => `## ${section.title}\n\n${table(section.settings.map((name) => byName.get(name)!))}\n`);
  return [intro, ...body].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(configurationPath, configurationPage());
  console.log(`Wrote ${configurationPath} from the settings schema.`);
}
