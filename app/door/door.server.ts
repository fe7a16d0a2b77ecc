/**
 * The one door between the web server (server/) and the app (decision 37): server/ imports
 * this module and nothing else of the app, and lint says so. Through it the server reads the
 * settings, starts the app's services and stops them, asks who a visitor is and for their
 * account corner, learns how each address is answered and kept (its page kind and cache key),
 * hands each request's facts to the app, and hears which pages changed.
 */
import { readSettings, refuseExposedEmulator, type Settings, type SettingName } from "~/platform/settings.server";

export type { Settings };
export type { RequestFacts } from "~/platform/request-context.server";
export { pageRequestsOf } from "./page-routes.server";
export { startApp, startLogging, type RunningApp } from "./start-app.server";
// For what reads the built pages before any site runs (tests/e2e/support/print-sitemap.mjs).
export { showRepositoryContentWithoutStore } from "~/content-store/published-content.server";

/**
 * The settings to start the site with, from the environment and what the start made itself
 * (`overrides`, such as the embedded database's address): checked, and refused when they would
 * expose the local auth emulator beyond this machine.
 */
export function settingsToStart(env: NodeJS.ProcessEnv, overrides: Partial<Record<SettingName, string>> = {}): Settings {
  const settings = readSettings(env, overrides);
  refuseExposedEmulator(settings);
  return settings;
}
