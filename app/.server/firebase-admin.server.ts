import { cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { identitySettings } from "./identity-env.server";

let app: App | undefined;

/**
 * firebase-admin's Auth, initialised on first use. In emulator mode it reads
 * FIREBASE_AUTH_EMULATOR_HOST itself and needs only the project id.
 */
export function adminAuth(): Auth {
  if (!app) {
    const settings = identitySettings();
    if (settings.mode === "unconfigured") throw new Error(settings.reason);
    app =
      getApps()[0] ??
      initializeApp(
        settings.mode === "project" && settings.serviceAccount
          ? { credential: cert(JSON.parse(settings.serviceAccount)), projectId: settings.projectId }
          : { projectId: settings.projectId },
      );
  }
  return getAuth(app);
}
