import path from "node:path";
import { isLoopbackHost, readSettings, refuseExposedEmulator, SettingsError } from "./settings.server";

function problem(env: NodeJS.ProcessEnv): string {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error("the settings were accepted");
}

describe("readSettings", () => {
  it("reads the legal notice's facts, and refuses a phone number without its country code or a VAT number of another shape (issue 65)", () => {
    const read = readSettings({
      COMPANY_DIRECTORS: "Maya Okafor, Daniel Osei",
      COMPANY_PHONE: "+44 117 496 0123",
      VAT_NUMBER: "gb 123 4567 89",
    });
    expect(read.trader).toEqual({ directors: ["Maya Okafor", "Daniel Osei"], phone: "+44 117 496 0123", vatNumber: "GB123456789" });
    expect(() => readSettings({ COMPANY_PHONE: "0117 496 0123" })).toThrow("COMPANY_PHONE must be a phone number with its country code");
    expect(() => readSettings({ VAT_NUMBER: "123456789" })).toThrow("VAT_NUMBER must be a VAT number");
    expect(() => readSettings({ COMPANY_DIRECTORS: "Maya Okafor, " })).toThrow("COMPANY_DIRECTORS must be the directors' names");
  });

  it("reads the invoice numbers' prefixes, and refuses one of another shape or the same for both series (decision 66)", () => {
    expect(readSettings({ INVOICE_PREFIX: "BL", CREDIT_NOTE_PREFIX: "BLC" }).invoicePrefixes).toEqual({
      invoice: "BL",
      "credit-note": "BLC",
    });
    expect(() => readSettings({ INVOICE_PREFIX: "inv-" })).toThrow("INVOICE_PREFIX must be 1 to 8 capital letters and digits");
    expect(() => readSettings({ INVOICE_PREFIX: "DOC", CREDIT_NOTE_PREFIX: "DOC" })).toThrow(
      "INVOICE_PREFIX and CREDIT_NOTE_PREFIX must differ",
    );
  });

  it("reads the newsletter's mail stream as the provider names it, and refuses what no stream is called", () => {
    expect(readSettings({ NEWSLETTER_MAIL_STREAM: "broadcast" }).mail.newsletterStream).toBe("broadcast");
    expect(() => readSettings({ NEWSLETTER_MAIL_STREAM: "Bulk mail\r\nBcc: x@example.com" })).toThrow(
      "NEWSLETTER_MAIL_STREAM must be a Postmark message stream's ID",
    );
  });

  it("uses the defaults when nothing is set", () => {
    expect(readSettings({})).toEqual({
      mode: "development",
      port: 3000,
      host: "127.0.0.1",
      siteUrl: "http://localhost:3000",
      allowedOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      ownHosts: { kind: "this machine" },
      trustProxy: false,
      shutdownGraceSeconds: 10,
      sessionRateLimit: 20,
      twoStepCodeLimit: 5,
      pageCacheBytes: 32 * 1024 * 1024,
      personalPageCacheBytes: 16 * 1024 * 1024,
      renderBounds: { maxInFlight: 32, maxWaiting: 64 },
      revocationCheckSeconds: 300,
      redisUrl: undefined,
      database: { kind: "embedded", directory: path.resolve("data", "db") },
      dataDirectory: path.resolve("data"),
      logging: { level: "info", format: "readable" },
      metricsToken: undefined,
      backups: { directory: path.resolve("data", "backups"), everyHours: 24, keep: 14 },
      contactRateLimit: 5,
      newsletterRate: 600,
      formSecrets: [],
      leadRetentionMonths: 24,
      mail: {
        delivery: { kind: "files", directory: path.resolve("data", "mail") },
        from: "Brightline Digital <hello@brightline.digital>",
        studio: "hello@brightline.digital",
        newsletterStream: undefined,
      },
      scriptsAfterLoad: true,
      booking: { holdDays: 7, offerHours: 48, teamPaymentTermsDays: 30, bankAccount: undefined, bankTransfer: true, card: undefined },
      trader: { directors: [], phone: undefined, vatNumber: undefined },
      invoicePrefixes: { invoice: "INV", "credit-note": "CN" },
      vitalsReporting: false,
      vitalsRateLimit: 120,
      errorDrill: false,
      identity: { kind: "none", projectId: "demo-brightline" },
      authEmulatorPorts: { auth: 9099, hub: 4400, logging: 4500 },
      authEmulatorExportSeconds: 30,
    });
  });

  it("reads and converts the values that are set, and treats empty ones as unset", () => {
    const settings = readSettings({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "0.0.0.0",
      SITE_URL: "https://brightline.digital/",
      SHUTDOWN_GRACE_SECONDS: "2.5",
      SESSION_RATE_LIMIT: "1000",
      PAGE_CACHE_MB: "0.5",
      REVOCATION_CHECK_SECONDS: "0",
      REDIS_URL: "redis://127.0.0.1:6379/2",
      VITALS_REPORTING: "0",
      VITALS_RATE_LIMIT: "5000",
      ERROR_DRILL: "1",
      AUTH_EMULATOR_PORT: "",
      AUTH_EMULATOR_EXPORT_SECONDS: "2",
      SMTP_URL: "smtps://studio:secret@mail.example.com:465",
      MAIL_FROM: "Brightline <web@brightline.digital>",
      STUDIO_EMAIL: "leads@brightline.digital",
      BOOKING_HOLD_DAYS: "3",
      WAITING_OFFER_HOURS: "24",
      PAYMENT_PAYEE: "Brightline Digital Ltd",
      PAYMENT_IBAN: "gb33 bukb 2020 1555 5555 55",
    });
    expect(settings).toMatchObject({
      booking: { holdDays: 3, offerHours: 24, bankAccount: { payee: "Brightline Digital Ltd", iban: "GB33BUKB20201555555555" } },
      mode: "production",
      port: 8080,
      host: "0.0.0.0",
      siteUrl: "https://brightline.digital",
      allowedOrigins: ["https://brightline.digital"],
      ownHosts: { kind: "site", origin: "https://brightline.digital" },
      shutdownGraceSeconds: 2.5,
      sessionRateLimit: 1000,
      pageCacheBytes: 524_288,
      revocationCheckSeconds: 0,
      redisUrl: "redis://127.0.0.1:6379/2",
      vitalsReporting: false,
      vitalsRateLimit: 5000,
      errorDrill: true,
      mail: {
        delivery: { kind: "smtp", url: "smtps://studio:secret@mail.example.com:465" },
        from: "Brightline <web@brightline.digital>",
        studio: "leads@brightline.digital",
      },
      authEmulatorPorts: { auth: 9099 },
      authEmulatorExportSeconds: 2,
    });
  });

  it("takes the bank account for course payments whole or not at all, and checks it is an IBAN", () => {
    expect(problem({ PAYMENT_PAYEE: "Brightline Digital Ltd" })).toMatch(/PAYMENT_PAYEE and PAYMENT_IBAN go together/);
    expect(problem({ PAYMENT_IBAN: "GB33BUKB20201555555555" })).toMatch(/PAYMENT_PAYEE and PAYMENT_IBAN go together/);
    expect(problem({ PAYMENT_PAYEE: "Brightline", PAYMENT_IBAN: "12345678" })).toMatch(/PAYMENT_IBAN must be an IBAN/);
  });

  it("reads the start's own values over the environment, which it leaves as it was", () => {
    const env = { DATABASE_URL: "postgres://db.example/site", DATABASE_CONNECTIONS: "20" };
    const settings = readSettings(env, { DATABASE_URL: "postgres://127.0.0.1:5433/embedded", DATABASE_CONNECTIONS: "1" });
    expect(settings.database).toEqual({ kind: "server", url: "postgres://127.0.0.1:5433/embedded", connections: 1 });
    expect(env).toEqual({ DATABASE_URL: "postgres://db.example/site", DATABASE_CONNECTIONS: "20" });
    expect(() => readSettings({}, { DATABASE_CONNECTIONS: "0" })).toThrow(
      /DATABASE_CONNECTIONS must be a whole number of connections from 1 to 100/,
    );
  });

  it("names every setting that is wrong alongside another at once, in one line", () => {
    const message = problem({ PAYMENT_PAYEE: "Brightline Digital Ltd", FIREBASE_PROJECT_ID: "brightline-prod" });
    expect(message).toMatch(/^Invalid settings: [^\n]*PAYMENT_PAYEE and PAYMENT_IBAN go together[^\n]*; FIREBASE_API_KEY is needed/);
  });

  it("reads which proxies to trust: none, a number of hops, or addresses and subnets", () => {
    expect(readSettings({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(readSettings({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
  });

  it("reports field data in production unless told not to, and elsewhere only when told to", () => {
    expect(readSettings({ NODE_ENV: "production" }).vitalsReporting).toBe(true);
    expect(readSettings({ NODE_ENV: "production", VITALS_REPORTING: "0" }).vitalsReporting).toBe(false);
    expect(readSettings({ NODE_ENV: "development" }).vitalsReporting).toBe(false);
    expect(readSettings({ NODE_ENV: "test", VITALS_REPORTING: "1" }).vitalsReporting).toBe(true);
  });

  it("without SITE_URL, is the site on this machine at PORT", () => {
    expect(readSettings({ PORT: "4000" })).toMatchObject({
      siteUrl: "http://localhost:4000",
      allowedOrigins: ["http://localhost:4000", "http://127.0.0.1:4000"],
      ownHosts: { kind: "this machine" },
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "65536"],
    ["PORT", "80.5"],
    ["SITE_URL", "brightline.digital"],
    ["SITE_URL", "ftp://brightline.digital"],
    ["SITE_URL", "https://brightline.digital/blog"],
    ["SESSION_RATE_LIMIT", "0"],
    ["ERROR_DRILL", "yes"],
    ["VITALS_REPORTING", "true"],
    ["VITALS_REPORTING", "off"],
    ["PAGE_CACHE_MB", "-1"],
    ["PAGE_CACHE_MB", "lots"],
    ["REVOCATION_CHECK_SECONDS", "90.5"],
    ["REVOCATION_CHECK_SECONDS", "7200"],
    ["RENDERS_AT_ONCE", "0"],
    ["RENDER_LINE", "2.5"],
    ["REDIS_URL", "http://127.0.0.1:6379"],
    ["REDIS_URL", "127.0.0.1:6379"],
    ["SMTP_URL", "mail.example.com:587"],
    ["LEAD_RETENTION_MONTHS", "0"],
    ["BOOKING_HOLD_DAYS", "0"],
    ["BOOKING_HOLD_DAYS", "31"],
    ["WAITING_OFFER_HOURS", "1.5"],
    ["WAITING_OFFER_HOURS", "337"],
    ["LEAD_RETENTION_MONTHS", "6.5"],
    ["DATABASE_CONNECTIONS", "0"],
    ["SMTP_URL", "https://mail.example.com"],
    ["STUDIO_EMAIL", "the studio"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "10.0.0.0/99"],
    ["TRUST_PROXY", "-1"],
    ["NODE_ENV", "staging"],
    ["FIREBASE_AUTH_EMULATOR_HOST", "10.1.2.3:9099"],
    ["FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1"],
    ["FIREBASE_PROJECT_ID", "Brightline Prod"],
  ])("stops on %s=%s with one line that names it", (name, value) => {
    const message = problem({ [name]: value });
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toMatch(new RegExp(`^Invalid settings: ${name} `));
  });

  it("names every wrong setting at once", () => {
    expect(problem({ PORT: "abc", SHUTDOWN_GRACE_SECONDS: "500", SITE_URL: "nope" })).toMatch(
      /^Invalid settings: PORT .*; SITE_URL .*; SHUTDOWN_GRACE_SECONDS /,
    );
  });

  it("asks for the API key of a real project rather than starting an emulator for it", () => {
    expect(problem({ FIREBASE_PROJECT_ID: "brightline-prod" })).toMatch(/FIREBASE_API_KEY/);
  });

  it("reads the form secrets newest first, and asks a deployment for them: its instances must sign forms alike", () => {
    const [current, previous] = ["c".repeat(32), "p".repeat(40)];
    expect(readSettings({ FORM_SECRETS: `${current}, ${previous}` }).formSecrets).toEqual([current, previous]);
    expect(problem({ FORM_SECRETS: `${current},short` })).toMatch(
      /^Invalid settings: FORM_SECRETS must be one or more secrets of at least 32/,
    );
    const project = { FIREBASE_PROJECT_ID: "brightline-prod", FIREBASE_API_KEY: "AIzaSyExample", SITE_URL: "https://brightline.digital" };
    expect(problem(project)).toMatch(/^Invalid settings: FORM_SECRETS is needed with a real Firebase project/);
    expect(readSettings({ ...project, FORM_SECRETS: current }).formSecrets).toEqual([current]);
  });

  it("asks a deployment for SITE_URL: the only host it answers, and the only page sign-ins come from", () => {
    expect(problem({ FIREBASE_PROJECT_ID: "brightline-prod", FIREBASE_API_KEY: "AIzaSyExample", FORM_SECRETS: "s".repeat(32) })).toMatch(
      /^Invalid settings: SITE_URL is needed with a real Firebase project/,
    );
  });
});

describe("the identity provider", () => {
  it("is a real project only with an id that is not a demo and an API key", () => {
    const identity = readSettings({
      FIREBASE_PROJECT_ID: "brightline-prod",
      FIREBASE_API_KEY: "AIzaSyExampleExampleExample",
      FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}',
      FORM_SECRETS: "s".repeat(32),
      SITE_URL: "https://brightline.digital",
    }).identity;
    expect(identity).toEqual({
      kind: "project",
      projectId: "brightline-prod",
      serviceAccount: '{"type":"service_account"}',
      browser: {
        apiKey: "AIzaSyExampleExampleExample",
        authDomain: "brightline-prod.firebaseapp.com",
        projectId: "brightline-prod",
        googleSignIn: false,
      },
    });
    // The same key with a demo id is the emulator's project, which npm start then starts.
    expect(readSettings({ FIREBASE_PROJECT_ID: "demo-x", FIREBASE_API_KEY: "AIzaSyExampleExampleExample" }).identity).toEqual({
      kind: "none",
      projectId: "demo-x",
    });
  });

  it("is the emulator when its address is set, with a browser config that points at it", () => {
    expect(readSettings({ FIREBASE_AUTH_EMULATOR_HOST: "[::1]:9099" }).identity).toMatchObject({
      kind: "emulator",
      projectId: "demo-brightline",
      browser: { emulatorURL: "http://[::1]:9099", projectId: "demo-brightline", googleSignIn: true },
    });
  });

  it("offers Google on a project only once FIREBASE_GOOGLE_SIGN_IN says the provider is enabled", () => {
    const project = {
      FIREBASE_PROJECT_ID: "brightline-prod",
      FIREBASE_API_KEY: "AIzaSyExampleExampleExample",
      FORM_SECRETS: "s".repeat(32),
      SITE_URL: "https://brightline.digital",
    };
    expect(readSettings({ ...project, FIREBASE_GOOGLE_SIGN_IN: "1" }).identity).toMatchObject({ browser: { googleSignIn: true } });
    expect(() => readSettings({ ...project, FIREBASE_GOOGLE_SIGN_IN: "yes" })).toThrow(/FIREBASE_GOOGLE_SIGN_IN must be "1" or unset/);
  });
});

describe("isLoopbackHost", () => {
  it("knows which addresses stay on this machine", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"]) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["0.0.0.0", "10.0.0.5", "192.168.1.2", "example.com", "::", "127.0.0.1.example.com"]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});

describe("refuseExposedEmulator", () => {
  it("lets the emulator listen only on this machine", () => {
    expect(() => refuseExposedEmulator(readSettings({ HOST: "0.0.0.0" }))).toThrow(/^Refusing to listen on 0\.0\.0\.0: .*unsigned tokens/);
    expect(() => refuseExposedEmulator(readSettings({ HOST: "0.0.0.0", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }))).toThrow(
      SettingsError,
    );
    expect(() => refuseExposedEmulator(readSettings({ HOST: "[::1]" }))).not.toThrow();
    expect(() =>
      refuseExposedEmulator(
        readSettings({
          HOST: "0.0.0.0",
          FIREBASE_PROJECT_ID: "brightline-prod",
          FIREBASE_API_KEY: "AIzaSyExample",
          FORM_SECRETS: "s".repeat(32),
          SITE_URL: "https://brightline.digital",
        }),
      ),
    ).not.toThrow();
  });
});
