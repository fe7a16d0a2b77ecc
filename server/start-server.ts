import path from "node:path";
import type { Server } from "node:http";
import type { ViteDevServer } from "vite";
import {
  closeDatabase,
  connectRedis,
  database,
  IDENTITY_UNAVAILABLE,
  keptFormSecret,
  removeEmulatorLocation,
  startBookingSweeper,
  startLeadRetention,
  startMailSender,
  stopBookingSweeper,
  stopLeadRetention,
  stopMailSender,
  readSettings,
  refuseExposedEmulator,
  rereadSettings,
  type Settings,
  visitorSession,
  writeEmulatorLocation,
} from "~/entry.server";
import { createApp } from "./app";
import { closeGracefully } from "./graceful-close";
import { createSiteServer, SERVER_TIMEOUTS } from "./http-server";
import { answerOnlyOwnHosts, type ProxyTrust } from "./own-hosts";
import { PageCache } from "./page-cache";
import { withPageCache } from "./page-cache-front";
import type { ServerBuild } from "react-router";
import { AccountCorners } from "./account-corner";
import { pageKeys } from "./page-keys";
import { loadSiteBuild } from "./site-build";

type RunningEmulator = { host: string; projectId: string; stop: () => Promise<void> };
type RunningDatabase = { url: string; stop: () => Promise<void> };

export type StartOptions = {
  /** Starts the Firebase Auth emulator (scripts/auth-emulator.mjs) when no identity provider is configured. */
  startAuthEmulator?: (
    ports: { projectId: string; authPort: number; hubPort: number; loggingPort: number },
    options: { keepIn: string },
  ) => Promise<RunningEmulator>;
  /** Starts the embedded database (scripts/embedded-database.mjs) when DATABASE_URL is not set. */
  startEmbeddedDatabase?: (options: { directory: string }) => Promise<RunningDatabase>;
  /** `npm run dev`: Vite serves the assets and loads the route modules fresh. */
  vite?: ViteDevServer;
};

/**
 * Starts the site: checks every setting, makes sure an identity provider is there, then serves
 * through the Express app. On SIGTERM or SIGINT it stops accepting connections, lets requests
 * in flight finish (up to the grace period), stops the emulator it started, then exits.
 */
export async function startSite({ startAuthEmulator, startEmbeddedDatabase, vite }: StartOptions = {}): Promise<Server> {
  let settings = readSettings();
  refuseExposedEmulator(settings);
  // Content is checked as the build loads: a broken entry stops the start, naming its file.
  if (!vite) await loadSiteBuild();

  let emulator: RunningEmulator | undefined;
  if (settings.identity.kind === "none" && startAuthEmulator) {
    const ports = settings.authEmulatorPorts;
    // Accounts and staff grants outlive a restart: the emulator keeps them in DATA_DIR/auth.
    emulator = await startAuthEmulator(
      { projectId: settings.identity.projectId, authPort: ports.auth, hubPort: ports.hub, loggingPort: ports.logging },
      { keepIn: path.join(settings.dataDirectory, "auth") },
    );
    // firebase-admin reads the emulator's address from the environment itself.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    // `npm run admin` in this folder reads it back (app/.server/emulator-locator.server.ts).
    writeEmulatorLocation(settings.dataDirectory, { host: emulator.host, projectId: emulator.projectId });
    process.env.FIREBASE_PROJECT_ID = emulator.projectId;
  }
  let embeddedDatabase: RunningDatabase | undefined;
  if (settings.database.kind === "embedded" && startEmbeddedDatabase) {
    embeddedDatabase = await startEmbeddedDatabase({ directory: settings.database.directory });
    // The site reaches it as it would any PostgreSQL server, over one connection: PGlite runs
    // one statement at a time in one session, and its socket server interleaves the messages of
    // two connections' statements (a second connection's Parse drops the first's unnamed
    // portal: "portal does not exist"). One connection queues them whole, in the site's pool.
    process.env.DATABASE_URL = embeddedDatabase.url;
    process.env.DATABASE_CONNECTIONS = "1";
  }
  // Without FORM_SECRETS (allowed on one machine only: settings.server.ts), the contact form's
  // ids are signed with a secret kept in DATA_DIR, the same after a restart.
  if (settings.formSecrets.length === 0) process.env.FORM_SECRETS = keptFormSecret(settings.dataDirectory);
  settings = rereadSettings();
  if (settings.identity.kind === "none") console.warn(IDENTITY_UNAVAILABLE);
  await prepareDatabase();
  if (settings.redisUrl && !(await connectRedis()))
    console.error("Redis did not answer at the start; the site goes on without it until it does.");
  startMailSender();
  startLeadRetention();
  startBookingSweeper();

  // Development renders every page afresh, as its modules change.
  const corners = new AccountCorners(visitorSession);
  const pageCache =
    !vite && settings.pageCacheBytes > 0
      ? new PageCache({ maxBytes: settings.pageCacheBytes, anonymousCorner: corners.anonymous })
      : undefined;
  const app = createApp({ vite, settings, pageCache, corners });
  // The page cache's keys come from the build's routes, as the request gate rewrites addresses.
  const keyOf = pageCache ? pageKeys((await loadSiteBuild()) as ServerBuild) : undefined;
  const listener = pageCache ? withPageCache(pageCache, app, { isDraining: () => app.locals.draining === true, corners, keyOf }) : app;
  // Before the page cache and the app: a request for another host name gets 421 (server/own-hosts.ts).
  const trust = app.get("trust proxy fn") as ProxyTrust;
  const server = createSiteServer(answerOnlyOwnHosts(listener, settings.ownHosts, trust)).listen(settings.port, settings.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : settings.port;
    console.log(`Brightline Digital is serving on http://${settings.host}:${port}`);
  });
  handleShutdown(server, app, settings, async () => {
    stopLeadRetention();
    stopBookingSweeper();
    await stopMailSender();
    await closeDatabase();
    await embeddedDatabase?.stop();
    if (emulator) removeEmulatorLocation(settings.dataDirectory);
    await emulator?.stop();
  });
  return server;
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

function handleShutdown(server: Server, app: ReturnType<typeof createApp>, settings: Settings, stopHelpers: () => Promise<void>) {
  let stopping = false;
  async function shutDown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    app.locals.draining = true;
    // Long enough for every keep-alive client to send one more request and be told to go.
    const outcome = await closeGracefully(server, {
      graceMs: settings.shutdownGraceSeconds * 1000,
      drainMs: SERVER_TIMEOUTS.keepAliveMs + 1_000,
    });
    if (outcome === "forced") console.error("Requests were still open after the grace period; they were cut off.");
    await stopHelpers();
    process.exit(outcome === "finished" ? 0 : 1);
  }
  process.on("SIGTERM", () => void shutDown("SIGTERM"));
  process.on("SIGINT", () => void shutDown("SIGINT"));
}
