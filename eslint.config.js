import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A browser-only module is loaded with import() where it is needed, never bundled into a page (the browser's own entry aside). Its types may be imported. */
const browserOnlyModules = {
  regex: "\\.client(\\.tsx?)?$",
  allowTypeImports: true,
  message: "Load *.client.ts modules with import() where they are needed.",
};

/**
 * The tests' helpers (`~tests/`, tests/) are for the tests: the site's modules never import them.
 * The production build does not know the alias either (it is in tsconfig.json and vitest.config.ts only).
 */
const testHelpers = {
  regex: "^(~tests|(\\.\\./)+tests)/",
  message: "The tests' helpers (~tests/) are for tests only: the production build cannot import them.",
};

/**
 * Who is signed in shows in the bar's corner and on the account and sign-in pages only: a shared
 * page is rendered for nobody, and the server puts a signed-in visitor's corner into it, nothing
 * else (decision 24).
 */
const signedInVisitor = {
  regex: "sign-in/auth-context$",
  importNames: ["useAuth"],
  message: "Only the account corner and the account and sign-in pages read who is signed in (decision 24).",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "app/i18n/paraglide/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  layers(),
  ...visitorReaders(),
  formsTheServerChecks(),
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
);

/**
 * The layers of the code, and which way imports may point: routes -> domains and page
 * features -> the database, content, configuration and server-only modules, never back; each
 * domain folder its own element, so that the directions among them hold too (mail imports
 * leads, never the reverse; no domain imports a route). A test (eslint.config.test.ts) proves
 * each rule fails on a file that breaks it.
 */
function layers() {
  const element = (type) => ({ element: { type } });
  const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
  const layer = (from, ...to) => ({ from: element(from), allow: { to: anyOf(...to) } });
  /** What every module of the app may use: its own layer's neighbours aside. */
  const base = ["config", "types", "server-only", "i18n", "page-cache"];
  /** A folder of app/ as its own element. */
  const folder = (type, name = type) => ({ type, pattern: `app/${name}`, partialMatch: false });
  return {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/entry.client.tsx"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true } },
      "boundaries/elements": [
        { type: "route", pattern: "app/routes", partialMatch: false },
        { type: "server-only", pattern: "app/platform", partialMatch: false },
        { type: "ui", pattern: "app/components", partialMatch: false },
        folder("content"),
        folder("seo"),
        folder("config"),
        folder("types"),
        // The languages: which one a page is in, and the compiled messages (decision 48).
        folder("i18n"),
        folder("styles"),
        // The page cache's rules: a shared page's key, how long a page stays fresh, what a shared
        // answer is sent with, the database's write stamp, "these pages changed" (decisions 24, 40, 59).
        folder("page-cache"),
        // The domains, from the bottom: the database, then what is kept in it.
        folder("database"),
        // Backups of everything the database and the data folder keep, and their restore (decision 70).
        folder("backups"),
        // Content as the studio keeps it: documents and versions, seeded from app/content (decision 43).
        folder("content-store"),
        // Search's queries over the table publishing keeps, and its page's parts (decision 71).
        folder("search"),
        // The images uploaded in the studio: made, kept and served (issue 40).
        folder("content-images"),
        folder("sessions"),
        folder("profile-photos"),
        folder("page-scripts"),
        folder("identity"),
        folder("sign-in"),
        folder("passkeys"),
        // Money in: the payment methods, Stripe, its webhook's check and refunds (decision 57).
        folder("payments"),
        // Invoices and credit notes: issued as a seat is paid or refunded, numbered, drawn as PDFs (decision 66).
        folder("invoices"),
        // Vouchers: codes staff make, the rules a booking uses one by, and their uses (decision 68).
        folder("vouchers"),
        // Seats: the one entrance for seat changes, holds, the waiting list, the sweeper, a learner's bookings.
        folder("bookings"),
        // Asking to be told when a course has new dates.
        folder("date-alerts"),
        // The newsletter (issue 68): subscribers, their confirmation and their links.
        folder("newsletter"),
        // A cohort, its meetings and its staff pages.
        folder("cohorts"),
        folder("privacy"),
        // What the law asks a trader to show (issue 65): its facts, the legal notice, the terms, the right to cancel.
        folder("legal"),
        folder("leads"),
        folder("mail"),
        folder("staff"),
        folder("account"),
        folder("field-data"),
        // The one door of the app to the web server (decision 37).
        folder("door"),
        // The sections of the pages people read (home, about, portfolio, courses, blog, filters).
        { type: "page-feature", pattern: "app/*", partialMatch: false },
        // The shell: the root layout, the route table, the two entries and the global styles.
        { type: "shell", pattern: "app", partialMatch: false },
        { type: "server", pattern: "server", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            layer(
              "shell",
              "shell",
              "route",
              "page-feature",
              "ui",
              "content",
              "seo",
              "styles",
              "page-scripts",
              "sign-in",
              "identity",
              "field-data",
              // Search's parts of the bar and the newsletter's form in the footer, made as HTML by the server (issue 68).
              "search",
              "newsletter",
              ...base,
            ),
            layer(
              "route",
              ...[
                "page-feature",
                "ui",
                "content",
                "seo",
                "database",
                "sessions",
                "profile-photos",
                "page-scripts",
                "identity",
                "sign-in",
                "passkeys",
              ],
              ...[
                "cohorts",
                "bookings",
                "payments",
                "invoices",
                "vouchers",
                "date-alerts",
                "privacy",
                "legal",
                "leads",
                "mail",
                "staff",
                "account",
                "backups",
                "search",
                "newsletter",
              ],
              "field-data",
              ...["content-store", "content-images", ...base],
            ),
            // The shell tells a database that did not answer from a fault, for the page's status
            // (503, not 500): it asks the database module that one question, nothing else.
            { from: element("shell"), allow: { to: { file: { path: "app/database/database.server.ts" } } } },
            // Who keeps what: each domain imports those below it, never one above, never a route.
            layer("database", ...base),
            layer("backups", "backups", "database", "ui", ...base),
            // The studio's changes go to the audit log (privacy) like every other erasure or publish.
            // A legal text is content the studio edits (issue 65): its schema and its shelf are the legal domain's.
            layer("content-store", "content-store", "content-images", "content", "legal", "database", "privacy", ...base),
            layer("content-images", "content-images", "database", ...base),
            layer("search", "search", "content-store", "database", "ui", ...base),
            layer("sessions", "sessions", "database", "ui", ...base),
            layer("profile-photos", "profile-photos", "database", ...base),
            layer("page-scripts", "page-scripts", ...base),
            // The forms and guards around the identity provider, shared by the browser and the server.
            layer("identity", "identity", "sessions", "database", "page-scripts", "ui", "content", "seo", ...base),
            // Signing in, in the browser: the SDK, the forms' hooks and the sign-in pages' frame.
            layer("sign-in", "sign-in", "identity", "page-scripts", "ui", "content", "seo", ...base),
            layer("passkeys", "passkeys", "identity", "sign-in", "sessions", "database", "page-scripts", "ui", ...base),
            // Payments are told what to do with a paid or expired session (a reaction handed to the
            // webhook), so they import neither bookings nor cohorts (decision 57).
            // A refund owed corrects the paid seat's invoice in its transaction: payments issue the credit note.
            layer("payments", "payments", "invoices", "database", "ui", ...base),
            layer("invoices", "invoices", "database", "content", "ui", ...base),
            layer("vouchers", "vouchers", "database", "ui", ...base),
            layer(
              "bookings",
              "bookings",
              "payments",
              "invoices",
              "vouchers",
              "legal",
              "identity",
              "sessions",
              "database",
              "ui",
              "content",
              "seo",
              ...base,
            ),
            layer("date-alerts", "date-alerts", "database", "ui", ...base),
            // The subscribe form reads forms as the sign-in's do (identity); the archive renders Markdown as the pages do (content).
            layer("newsletter", "newsletter", "identity", "content", "database", "ui", ...base),
            // A cohort's staff pages show its roster and change its seats through the entrance.
            layer("cohorts", "cohorts", "bookings", "payments", "invoices", "date-alerts", "database", "ui", "content", ...base),
            layer(
              "privacy",
              ...[
                "privacy",
                "identity",
                "bookings",
                "payments",
                "date-alerts",
                "newsletter",
                "passkeys",
                "profile-photos",
                "sessions",
                "database",
              ],
              ...base,
            ),
            // The mail sender reads leads', bookings' and invitations' mail from the outbox: leads and
            // staff never import mail (they say they queued some through app/platform/mail-queued.server.ts).
            layer("leads", "leads", "privacy", "database", "ui", "content", ...base),
            layer(
              "mail",
              "mail",
              "leads",
              "cohorts",
              "bookings",
              "payments",
              "invoices",
              "legal",
              "staff",
              "newsletter",
              "database",
              "content",
              ...base,
            ),
            layer("legal", "legal", "content", "seo", "ui", ...base),
            // Who has access is changed from /admin/people, each change an audit line (privacy) in the database.
            layer(
              "staff",
              "staff",
              "identity",
              "sessions",
              "leads",
              "content-store",
              "content-images",
              "privacy",
              "database",
              "ui",
              ...base,
            ),
            layer(
              "account",
              "account",
              "sign-in",
              "identity",
              "sessions",
              "passkeys",
              "bookings",
              "staff",
              "profile-photos",
              "page-scripts",
              // The account page's newsletter panel (issue 68).
              "newsletter",
              "database",
              "ui",
              ...base,
            ),
            layer("field-data", "field-data", "identity", "sessions", ...base),
            layer(
              "door",
              ...[
                "door",
                "backups",
                "sessions",
                "cohorts",
                "bookings",
                "payments",
                "legal",
                "content-store",
                "database",
                "field-data",
                "mail",
                "privacy",
              ],
              ...base,
            ),
            layer(
              "page-feature",
              "page-feature",
              "cohorts",
              "bookings",
              "date-alerts",
              "newsletter",
              "ui",
              "content",
              "seo",
              "styles",
              ...base,
            ),
            // UI primitives and sections know nothing of content or features: they take props.
            layer("ui", "ui", "config", "types", "i18n"),
            // A content image names its studio widths in `srcset`: the one module of widths and addresses.
            { from: element("ui"), allow: { to: { file: { path: "app/content-images/image-variants.ts" } } } },
            layer("content", "content", "config", "types", "i18n"),
            // A picture in a post's text is drawn at its studio widths as a cover is: that one module too.
            { from: element("content"), allow: { to: { file: { path: "app/content-images/image-variants.ts" } } } },
            // A post's cover names where its subject is for the share card: the card's module of words and addresses.
            { from: element("content"), allow: { to: { file: { path: "app/content-images/share-image.ts" } } } },
            // Features hand search engines their entries: seo/ imports none of them. It reads
            // SITE_URL from the settings, at run time.
            layer("seo", "seo", ...base),
            layer("config", "config", "types", "i18n"),
            layer("i18n", "i18n", "types"),
            layer("types", "types"),
            // Every layer may say how its pages are kept; the rules themselves know no domain.
            layer("page-cache", "page-cache", "server-only", "config", "types"),
            // A refusal a server module words for people (a form it could not read) is a message.
            layer("server-only", "server-only", "config", "types", "i18n"),
            // The web server reaches the app only through its door (decision 37).
            { from: element("server"), allow: { to: { file: { path: "app/door/door.server.ts" } } } },
            layer("server", "server"),
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [browserOnlyModules, signedInVisitor, testHelpers] }],
    },
  };
}

/** Where the signed-in visitor may be read: the account corner and the personal account and sign-in pages (decision 24). */
function visitorReaders() {
  const files = [
    "app/sign-in/**/*.{ts,tsx}",
    "app/sessions/**/*.{ts,tsx}",
    "app/identity/**/*.{ts,tsx}",
    "app/account/**/*.{ts,tsx}",
    // The passkey sections of the login and account pages.
    "app/passkeys/**/*.{ts,tsx}",
    "app/routes/{account,login,register,forgot-password}.tsx",
  ];
  const restricted = (...patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });
  return [
    // Their tests too, which may import the tests' helpers (~tests/)...
    { files, rules: restricted(browserOnlyModules) },
    // ...which the modules themselves may not.
    { files, ignores: ["**/*.test.{ts,tsx}"], rules: restricted(browserOnlyModules, testHelpers) },
  ];
}

/**
 * Every form leaves its checks to the server, which says what is wrong in the site's own words,
 * all at once, beside each field: the browser's own bubbles would stop a form without scripts at
 * a tooltip in the browser's language, and the site's messages would never show (issue 35).
 */
function formsTheServerChecks() {
  return {
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name=/^(form|Form)$/]:not(:has(JSXAttribute[name.name='noValidate']))",
          message: "Give the form noValidate: the server checks it and shows its own messages, which the browser's bubbles would hide.",
        },
      ],
    },
  };
}
