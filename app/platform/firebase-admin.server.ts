import { cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { IDENTITY_UNAVAILABLE, settings } from "./settings.server";

let app: App | undefined;

/**
 * firebase-admin's Auth, initialised on first use. In emulator mode it reads
 * FIREBASE_AUTH_EMULATOR_HOST itself and needs only the project id.
 */
export function adminAuth(): Auth {
  if (!app) {
    const identity = settings().identity;
    if (identity.kind === "none") throw new Error(IDENTITY_UNAVAILABLE);
    app =
      getApps()[0] ??
      initializeApp(
        identity.kind === "project" && identity.serviceAccount
          ? { credential: cert(JSON.parse(identity.serviceAccount)), projectId: identity.projectId }
          : { projectId: identity.projectId },
      );
  }
  return getAuth(app);
}
