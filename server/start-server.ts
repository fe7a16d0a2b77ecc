import type { Server } from "node:http";
import { identitySettings } from "~/.server/identity-env.server";
import { createApp } from "./app";
import { readServerEnv } from "./env";
import { loadSiteBuild } from "./site-build";
import { closeGracefully } from "./graceful-close";

/**
 * Serves the production build. On SIGTERM or SIGINT it stops accepting connections, lets
 * requests in flight finish (up to the grace period), then exits.
 */
export async function startServer(): Promise<Server> {
  const env = readServerEnv();
  // Content is checked as the build loads: a broken entry stops the start, naming its file.
  await loadSiteBuild();
  const identity = identitySettings();
  // The emulator accepts unsigned tokens: anyone who can reach the site could be anyone.
  if (identity.mode === "emulator" && !/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(env.HOST)) {
    throw new Error(
      `Refusing to listen on ${env.HOST} with the auth emulator: it accepts unsigned tokens, so listen on 127.0.0.1 or configure a Firebase project.`,
    );
  }
  if (identity.mode === "unconfigured") console.warn(`Sign-in is unavailable: ${identity.reason}`);
  const server = createApp().listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Brightline Digital is serving on http://${env.HOST}:${port}`);
  });

  let stopping = false;
  async function shutDown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    const outcome = await closeGracefully(server, env.SHUTDOWN_GRACE_SECONDS * 1000);
    if (outcome === "forced") console.error("Requests were still open after the grace period; they were cut off.");
    process.exit(outcome === "finished" ? 0 : 1);
  }
  process.on("SIGTERM", () => void shutDown("SIGTERM"));
  process.on("SIGINT", () => void shutDown("SIGINT"));
  return server;
}
