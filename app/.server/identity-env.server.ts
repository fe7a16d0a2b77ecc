import { z } from "zod";
import type { BrowserAuthConfig } from "~/auth/browser-auth-config";

/**
 * Where accounts live: a real Firebase project (web config and a service account from the
 * environment), or the local Auth emulator that `npm start`, `npm run dev` and the tests
 * start when no project is configured (they set FIREBASE_AUTH_EMULATOR_HOST).
 */
const identityEnvSchema = z.object({
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/, "must be a loopback host:port")
    .optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/)
    .optional(),
  FIREBASE_API_KEY: z.string().min(10).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(4).optional(),
  FIREBASE_APP_ID: z.string().optional(),
  /** The service account's JSON key, in one line. */
  FIREBASE_SERVICE_ACCOUNT: z.string().startsWith("{").optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
});

export type IdentitySettings =
  | { mode: "emulator"; projectId: string; emulatorHost: string; browser: BrowserAuthConfig }
  | { mode: "project"; projectId: string; serviceAccount?: string; browser: BrowserAuthConfig }
  | { mode: "unconfigured"; reason: string };

let current: IdentitySettings | undefined;

/** The settings of this process, read once. */
export function identitySettings(): IdentitySettings {
  current ??= readIdentitySettings();
  return current;
}

export function readIdentitySettings(env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  // An empty variable means "not set", as in a shell's `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = identityEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    return { mode: "unconfigured", reason: `Invalid Firebase settings: ${problems.join("; ")}` };
  }
  const settings = parsed.data;
  if (settings.FIREBASE_AUTH_EMULATOR_HOST) {
    const projectId = settings.FIREBASE_PROJECT_ID ?? "demo-brightline";
    return {
      mode: "emulator",
      projectId,
      emulatorHost: settings.FIREBASE_AUTH_EMULATOR_HOST,
      browser: {
        // The emulator accepts any key; the SDK only insists there is one.
        apiKey: "demo-api-key",
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        emulatorURL: `http://${settings.FIREBASE_AUTH_EMULATOR_HOST}`,
      },
    };
  }
  const { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: apiKey } = settings;
  if (!projectId || !apiKey) {
    return {
      mode: "unconfigured",
      reason: "No Firebase project is configured (FIREBASE_PROJECT_ID and FIREBASE_API_KEY) and no emulator is running.",
    };
  }
  return {
    mode: "project",
    projectId,
    serviceAccount: settings.FIREBASE_SERVICE_ACCOUNT,
    browser: {
      apiKey,
      authDomain: settings.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      appId: settings.FIREBASE_APP_ID,
    },
  };
}
