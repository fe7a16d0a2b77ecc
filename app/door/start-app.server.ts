import { RouterContextProvider, type ServerBuild } from "react-router";
import { paymentMethodsLine } from "~/payments/payment-method";
import { traderFactsLine } from "~/legal/trader.server";
import { keptFormSecret } from "~/platform/form-secret.server";
import { logServerError, withoutSecrets } from "~/platform/log-error.server";
import { routeConsoleToLogger, startLogger } from "~/platform/logger.server";
import type { Logger } from "pino";
import { registerSiteMetrics } from "./site-metrics.server";
import { connectRedis } from "~/platform/redis.server";
import { IDENTITY_UNAVAILABLE, type Settings, installSettings } from "~/platform/settings.server";
import { keptFor, type PageKeeping } from "~/page-cache/page-freshness.server";
import { removeEmulatorLocation, writeEmulatorLocation, type EmulatorLocation } from "~/platform/emulator-locator.server";
import { locales } from "~/i18n/locale";
import { renderAccountCorner } from "~/sessions/account-corner.server";
import { type SessionState, readSessionCookie } from "~/sessions/session.server";
import { mayCarrySession } from "~/sessions/session-cookie-name";
import { takeAccountChangeNotices } from "~/sessions/change-notices.server";
import { noteAccountChanged } from "~/sessions/revocation.server";
import { noteDataWritten } from "~/page-cache/write-stamp.server";
import { onDataWritten } from "~/database/data-writes.server";
import { startBookingSweeper, stopBookingSweeper } from "~/bookings/booking-sweeper.server";
import { startBackupSchedule, stopBackupSchedule } from "~/backups/backup-schedule.server";
import { seedSampleCohorts } from "~/cohorts/sample-cohorts.server";
import { closeDatabase, database } from "~/database/database.server";
import { followPublishedContent } from "~/content-store/content-on-pages.server";
import { pageRoutePatterns } from "~/field-data/route-patterns.server";
import { startMailSender, stopMailSender } from "~/mail/mail-sender.server";
import { startLeadRetention, stopLeadRetention } from "~/privacy/lead-retention.server";
import type { AccountUser } from "~/types/account-user";
import { announcePagesChanged, onPagesChanged } from "~/page-cache/pages-changed.server";
import { pageRoutePatternsContext, type RequestFacts, requestFactsContext } from "~/platform/request-context.server";

/** The app as the web server uses it, once started: what it may ask of it, and nothing else. */
export type RunningApp = {
  /** The settings the app runs with: those it was started with, completed (a form secret kept in DATA_DIR). */
  readonly settings: Settings;
  /** Who a request's Cookie header says is signed in, checked as an ordinary page checks it. */
  visitorSession(cookieHeader: string | undefined): Promise<SessionState>;
  /** True when a Cookie header carries the session cookie, or might (app/sessions/session-cookie-name.ts). */
  mayCarrySession(cookieHeader: string | undefined): boolean;
  /** The languages pages are rendered in (decision 48): each has its own account corners. */
  readonly languages: readonly string[];
  /** The account corner's HTML, exactly as a page in that language writes it: nobody's (null), or this person's. */
  accountCorner(user: AccountUser | null, language: string): string;
  /** The router context one request is served with: its facts, and the pages of the build serving it. */
  requestContext(facts: RequestFacts, build: () => Promise<ServerBuild>): RouterContextProvider;
  /**
   * How the page cache may keep the answer the app made for a request, as the app said on its
   * facts while making it (app/page-cache/page-freshness.server.ts): for everyone when it is
   * shared, and for no longer than its page stays true.
   */
  keptFor(facts: RequestFacts): PageKeeping;
  /** Logs a server error once, with the ids of its request. */
  logError: typeof logServerError;
  /** The site's logger: the web server writes a line per request with it. */
  log: Logger;
  /** An address as the log may keep it: a link's secret (an invitation's, a seat's claim) left out. */
  loggedPath: typeof withoutSecrets;
  /** Calls `listener` with the addresses of pages whose content changed, until the returned function is called. */
  onPagesChanged(listener: (paths: readonly string[]) => void): () => void;
  /** Stops the app's timers and mail, and closes its database and Redis connections. */
  stop(): Promise<void>;
};

export type StartAppOptions = {
  /** The auth emulator the start has started for this folder: `npm run admin` is told where it is. */
  emulator?: EmulatorLocation;
};

let logging: Logger | undefined;

/**
 * Starts the site's logger from the settings, once, and sends every line written with console's
 * methods through it: the start calls it first, so that even the helpers' lines (the emulator's,
 * the embedded database's) are the logger's (decision 70).
 */
export function startLogging(settings: Pick<Settings, "logging">): Logger {
  if (!logging) {
    logging = startLogger(settings.logging);
    routeConsoleToLogger(logging);
  }
  return logging;
}

/**
 * Starts the app's services from checked settings: the database migrated, Redis connected, the
 * mail sender, lead retention and the booking sweeper running. Nothing it needs is read from
 * the environment: the settings are the whole of what it is told.
 */
export async function startApp(given: Settings, { emulator }: StartAppOptions = {}): Promise<RunningApp> {
  // Without FORM_SECRETS (allowed on one machine only: settings.server.ts), the contact form's
  // ids are signed with a secret kept in DATA_DIR, the same after a restart.
  const settings = given.formSecrets.length > 0 ? given : { ...given, formSecrets: [keptFormSecret(given.dataDirectory)] };
  installSettings(settings);
  const log = startLogging(settings);
  registerSiteMetrics();
  if (emulator) writeEmulatorLocation(settings.dataDirectory, emulator);
  if (settings.identity.kind === "none") console.warn(IDENTITY_UNAVAILABLE);
  await prepareDatabase();
  if (settings.identity.kind !== "project") await seedSamples();
  if (settings.redisUrl && !(await connectRedis()))
    console.error("Redis did not answer at the start; the site goes on without it until it does.");
  // The pages show what the store has published from here on, and follow each publish (issue 40).
  const stopFollowingContent = await followPublishedContent({ pagesChanged: announcePagesChanged });
  startMailSender();
  startLeadRetention();
  startBookingSweeper();
  startBackupSchedule();
  console.log(paymentMethodsLine(settings.booking));
  const missingFacts = traderFactsLine(settings.trader);
  if (missingFacts) console.warn(missingFacts);
  const stopTakingNotices = takeAccountChangeNotices(settings.dataDirectory, noteAccountChanged);
  // A page kept for a session is out of date once a write lands, here and on every instance (decision 40).
  const stopNotingWrites = onDataWritten(noteDataWritten);
  return {
    settings,
    visitorSession: (cookieHeader) =>
      settings.identity.kind === "none" ? Promise.resolve({ user: null }) : readSessionCookie(cookieHeader),
    mayCarrySession,
    languages: locales,
    accountCorner: renderAccountCorner,
    requestContext,
    keptFor,
    logError: logServerError,
    log,
    loggedPath: withoutSecrets,
    onPagesChanged,
    async stop() {
      await stopFollowingContent();
      stopTakingNotices();
      stopNotingWrites();
      stopLeadRetention();
      stopBookingSweeper();
      await stopBackupSchedule();
      await stopMailSender();
      await closeDatabase();
      if (emulator) removeEmulatorLocation(settings.dataDirectory);
    },
  };
}

function requestContext(facts: RequestFacts, build: () => Promise<ServerBuild>): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, facts);
  context.set(pageRoutePatternsContext, async () => pageRoutePatterns((await build()).routes));
  return context;
}

/**
 * A site with no Firebase project (on its own machine) gets the sample cohorts, so that course
 * pages and the staff's roster have something to show (seed/sample-cohorts.json); a deployment
 * starts with none. A failure is told and the site starts without them.
 */
async function seedSamples() {
  try {
    const added = await seedSampleCohorts(await database());
    if (added > 0)
      console.log(`Cohorts: added ${added} sample cohorts (no Firebase project is configured, so this is a site on its own machine).`);
  } catch (error) {
    console.error(`Cohorts: the sample cohorts could not be added. ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Migrates the database before the first request. An unreachable server does not stop the
 * start: the pages that need no database are served, and the first that needs it tries again.
 */
async function prepareDatabase() {
  try {
    await database();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
}
