import path from "node:path";
import type { Server } from "node:http";
import type { ViteDevServer } from "vite";
import type { ServerBuild } from "react-router";
import { type Settings, settingsToStart, startApp, startLogging } from "~/door/door.server";
import { createApp } from "./app";
import { closeGracefully } from "./http/graceful-close";
import { createSiteServer, SERVER_TIMEOUTS } from "./http/http-server";
import { observeRequests } from "./http/request-log";
import { answerOnlyOwnHosts, type ProxyTrust } from "./http/own-hosts";
import { AccountCorners } from "./page-cache/account-corner";
import { PageCache } from "./page-cache/page-cache";
import { withPageCache } from "./page-cache/page-cache-front";
import { keptApart, pageKeys, personalPageLifetimes } from "./page-cache/page-keys";
import { PersonalPages } from "./page-cache/personal-pages";
import { loadSiteBuild } from "./site-build";

type RunningEmulator = { host: string; hub?: string; projectId: string; stop: () => Promise<void> };
type RunningDatabase = { url: string; stop: () => Promise<void> };

export type StartOptions = {
  /** Starts the Firebase Auth emulator (scripts/auth-emulator.mjs) when no identity provider is configured. */
  startAuthEmulator?: (
    ports: { projectId: string; authPort: number; hubPort: number; loggingPort: number },
    options: { keepIn: string; exportEverySeconds: number },
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
  const asked = settingsToStart(process.env);
  // Every line from here on is the logger's: JSON in production, readable in development.
  startLogging(asked);
  // Content is checked as the build loads: a broken entry stops the start, naming its file.
  if (!vite) await loadSiteBuild();

  // The emulator (a process of its own) and the embedded database (this one's) start side by
  // side: on two cores a start takes the longer of the two, not their sum (issue 38).
  const ports = asked.authEmulatorPorts;
  const [emulatorStart, databaseStart] = await Promise.allSettled([
    asked.identity.kind === "none" && startAuthEmulator
      ? // Accounts and staff grants outlive a restart: the emulator keeps them in DATA_DIR/auth.
        startAuthEmulator(
          { projectId: asked.identity.projectId, authPort: ports.auth, hubPort: ports.hub, loggingPort: ports.logging },
          { keepIn: path.join(asked.dataDirectory, "auth"), exportEverySeconds: asked.authEmulatorExportSeconds },
        )
      : undefined,
    asked.database.kind === "embedded" && startEmbeddedDatabase
      ? startEmbeddedDatabase({ directory: asked.database.directory })
      : undefined,
  ]);
  const emulator: RunningEmulator | undefined = emulatorStart.status === "fulfilled" ? emulatorStart.value : undefined;
  const embeddedDatabase: RunningDatabase | undefined = databaseStart.status === "fulfilled" ? databaseStart.value : undefined;
  const failed = [emulatorStart, databaseStart].find((start) => start.status === "rejected");
  if (failed) {
    // The one that started must not outlive the start that failed.
    await Promise.allSettled([embeddedDatabase?.stop(), emulator?.stop()]);
    throw failed.reason;
  }
  // firebase-admin reads the emulator's address from the environment itself: the one variable
  // the start writes.
  if (emulator) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  // The site reaches the embedded database as it would any PostgreSQL server, over one
  // connection: PGlite runs one statement at a time in one session, and its socket server
  // interleaves the messages of two connections' statements (a second connection's Parse drops
  // the first's unnamed portal: "portal does not exist"). One connection queues them whole.
  const settings = settingsToStart(process.env, {
    ...(emulator && { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId }),
    ...(embeddedDatabase && { DATABASE_URL: embeddedDatabase.url, DATABASE_CONNECTIONS: "1" }),
  });
  const site = await startApp(settings, {
    emulator: emulator && { host: emulator.host, hub: emulator.hub, projectId: emulator.projectId },
  });

  // Development renders every page afresh, as its modules change.
  const corners = new AccountCorners(site);
  // The page cache's keys and rooms come from the build's routes, as the request gate rewrites addresses.
  const build = !vite && settings.pageCacheBytes > 0 ? ((await loadSiteBuild()) as ServerBuild) : undefined;
  const pageCache = build
    ? new PageCache({
        maxBytes: settings.pageCacheBytes,
        anonymousCorners: corners.anonymous,
        // Searches in a room of their own, an eighth of the cache's size (4 MB of the default 32,
        // some seventy answers), each kept at most a minute (decision 71).
        apart: { holds: keptApart(build), maxBytes: Math.max(1, Math.floor(settings.pageCacheBytes / 8)), maxAgeMs: 60_000 },
      })
    : undefined;
  // Personal pages kept for their sessions need the page cache's front to be sent from (decision
  // 40), and a write's stamp that reaches every instance: Redis, or one instance by construction
  // (the embedded database is this process's alone).
  const personalPages =
    pageCache && settings.personalPageCacheBytes > 0 && (settings.redisUrl || embeddedDatabase)
      ? new PersonalPages({ maxBytes: settings.personalPageCacheBytes })
      : undefined;
  const app = createApp({ vite, site, pageCache, personalPages, corners });
  const keyOf = build ? pageKeys(build) : undefined;
  const personal = build && personalPages ? { pages: personalPages, keptFor: personalPageLifetimes(build) } : undefined;
  // A page whose content changed is rendered afresh on its next request (the content studio's publishing).
  if (pageCache) site.onPagesChanged((paths) => pageCache.forget(paths));
  const listener = pageCache
    ? withPageCache(pageCache, app, { isDraining: () => app.locals.draining === true, corners, keyOf, personal, logError: site.logError })
    : app;
  // Before the page cache and the app: a request for another host name gets 421 (server/http/own-hosts.ts).
  const trust = app.get("trust proxy fn") as ProxyTrust;
  const server = createSiteServer(
    observeRequests(answerOnlyOwnHosts(listener, settings.ownHosts, trust), site.log, site.loggedPath),
  ).listen(settings.port, settings.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : settings.port;
    console.log(`Brightline Digital is serving on http://${settings.host}:${port}`);
  });
  handleShutdown(server, app, settings, async () => {
    await site.stop();
    await embeddedDatabase?.stop();
    await emulator?.stop();
  });
  return server;
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
