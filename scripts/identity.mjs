// @ts-check
// Decides where accounts live before the server starts: a configured Firebase project, an
// emulator the developer already runs, or an Auth emulator we start and stop ourselves.
import { emulatorSettings, startAuthEmulator } from "./auth-emulator.mjs";

const loopback = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/;

/** @param {string} host */
export function isLoopback(host) {
  return loopback.test(host);
}

/** @param {NodeJS.ProcessEnv} env */
export function hasFirebaseProject(env) {
  return Boolean(env.FIREBASE_PROJECT_ID && env.FIREBASE_API_KEY && !env.FIREBASE_PROJECT_ID.startsWith("demo-"));
}

/**
 * The emulator accepts unsigned tokens, so anyone who reaches it can be anyone: without a
 * Firebase project, the site may only listen on this machine. Exits with one line otherwise.
 * @param {string} listenHost
 */
export function refuseExposedEmulator(listenHost, env = process.env) {
  if (hasFirebaseProject(env) || isLoopback(listenHost)) return;
  console.error(
    `Refusing to listen on ${listenHost}: without a Firebase project the site uses the local auth emulator, which accepts unsigned tokens, so it may only listen on 127.0.0.1.`,
  );
  process.exit(1);
}

/**
 * Makes sure an identity provider is there, and sets FIREBASE_AUTH_EMULATOR_HOST and
 * FIREBASE_PROJECT_ID for the server when it is the emulator. Exits with one line when the
 * emulator would be exposed beyond this machine.
 * @param {string} listenHost the address the web server will listen on
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function prepareIdentity(listenHost, env = process.env) {
  if (hasFirebaseProject(env)) return { stop: async () => {} };
  refuseExposedEmulator(listenHost, env);
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    env.FIREBASE_PROJECT_ID ??= "demo-brightline";
    return { stop: async () => {} };
  }
  const emulator = await startAuthEmulator(emulatorSettings(env));
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  env.FIREBASE_PROJECT_ID = emulator.projectId;
  return emulator;
}
