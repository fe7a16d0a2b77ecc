// `npm run admin -- grant <email> [staff|editor]` and `npm run admin -- revoke <email> [staff|editor]`:
// who may open the staff pages. Staff (the default) open all of them; editors open the content
// studio only (app/staff/staff-roles.ts). Sets or removes the Firebase custom claim (`admin: true`
// or `editor: true`) through firebase-admin: on the Firebase project the settings name, or,
// without one, on the auth emulator that `npm start` runs for the same folder (DATA_DIR), which
// must be running.
import { z } from "zod";
import { readEmulatorLocation } from "../app/platform/emulator-locator.server";
import { readSettings, rereadSettings } from "../app/platform/settings.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { answers } from "./auth-emulator.mjs";
import { NoSuchAccountError, setRole } from "../app/staff/staff-grants.server";
import { closeRedis, connectRedis } from "../app/platform/redis.server";
import { dropAccountChangeNotice } from "../app/sessions/change-notices.server";

const usage = "Usage: npm run admin -- grant <email> [staff|editor]   or   npm run admin -- revoke <email> [staff|editor]";
const command = z
  .union([
    z.tuple([z.enum(["grant", "revoke"]), z.email()]),
    z.tuple([z.enum(["grant", "revoke"]), z.email(), z.enum(["staff", "editor"])]),
  ])
  .safeParse(process.argv.slice(2));
if (!command.success) {
  console.error(usage);
  process.exit(2);
}
const [action, email, role = "staff"] = command.data;

try {
  const settings = readSettings();
  if (settings.identity.kind === "none") {
    // The emulator the site in this folder runs: `npm start` writes where it listens into
    // DATA_DIR, whatever ports it was given.
    const location = readEmulatorLocation(settings.dataDirectory);
    if (!location || !(await answers(`http://${location.host}/`))) {
      console.error(
        `No auth emulator of the site in ${settings.dataDirectory} is running. Start the site first (npm start), in this folder and with the same DATA_DIR: without a Firebase project, accounts live in the emulator it runs.`,
      );
      process.exit(1);
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = location.host;
    process.env.FIREBASE_PROJECT_ID = location.projectId;
    rereadSettings();
  }
  // The site's instances count the change at their next request: told through their Redis, or,
  // without one, the site running from this folder through a notice in DATA_DIR.
  const throughRedis = settings.redisUrl ? await connectRedis() : false;
  const { uid, changed } = await setRole(email, role, action === "grant");
  const told = throughRedis || (await dropAccountChangeNotice(settings.dataDirectory, uid));
  await closeRedis();
  const now = {
    staff: action === "grant" ? "is staff: they can open /admin" : "is no longer staff: /admin answers them 403",
    editor:
      action === "grant"
        ? "is an editor: they can open the content studio, /admin/content, and no other staff page"
        : "is no longer an editor: /admin/content answers them 403",
  }[role];
  const when = told
    ? ""
    : ` (a site that neither shares REDIS_URL nor runs from ${settings.dataDirectory} counts it within ${settings.revocationCheckSeconds} s)`;
  console.log(
    changed
      ? `${email} ${now}${when}.`
      : `Nothing to change: ${email} ${action === "grant" ? `is ${role === "staff" ? "staff" : "an editor"} already` : `was not ${role === "staff" ? "staff" : "an editor"}`}${when}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof NoSuchAccountError || (error instanceof Error && error.name === "SettingsError")
      ? error.message
      : `Could not ${action} ${role === "staff" ? "staff" : "editor"} access: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
