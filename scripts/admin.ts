// `npm run admin -- grant <email>` and `npm run admin -- revoke <email>`: who may open the staff
// inbox (/admin). Sets or removes the Firebase custom claim `admin: true` through
// firebase-admin: on the Firebase project the settings name, or, without one, on the auth
// emulator that `npm start` runs for the same folder (DATA_DIR), which must be running.
import { z } from "zod";
import { readEmulatorLocation } from "../app/.server/emulator-locator.server";
import { readSettings, rereadSettings } from "../app/.server/settings.server";
// @ts-expect-error: plain JavaScript, shared with `npm start`
import { answers } from "./auth-emulator.mjs";
import { NoSuchAccountError, setStaff } from "../app/staff/staff-grants.server";
import { closeRedis, connectRedis } from "../app/.server/redis.server";
import { dropAccountChangeNotice } from "../app/sessions/change-notices.server";

const usage = "Usage: npm run admin -- grant <email>   or   npm run admin -- revoke <email>";
const command = z.tuple([z.enum(["grant", "revoke"]), z.email()]).safeParse(process.argv.slice(2));
if (!command.success) {
  console.error(usage);
  process.exit(2);
}
const [action, email] = command.data;

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
  const { uid, changed } = await setStaff(email, action === "grant");
  const told = throughRedis || (await dropAccountChangeNotice(settings.dataDirectory, uid));
  await closeRedis();
  const now = action === "grant" ? "is staff: they can open /admin" : "is no longer staff: /admin answers them 403";
  const when = told
    ? ""
    : ` (a site that neither shares REDIS_URL nor runs from ${settings.dataDirectory} counts it within ${settings.revocationCheckSeconds} s)`;
  console.log(
    changed
      ? `${email} ${now}${when}.`
      : `Nothing to change: ${email} ${action === "grant" ? "is staff already" : "was not staff"}${when}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    error instanceof NoSuchAccountError || (error instanceof Error && error.name === "SettingsError")
      ? error.message
      : `Could not ${action} staff access: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
