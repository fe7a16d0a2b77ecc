import Bowser from "bowser";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * A device and browser in words, from a User-Agent header: "Chrome on macOS", "Safari on iPhone".
 * What a person recognises in a list of their passkeys or sessions; never used to decide anything.
 * In the language of the page it was made on: a session keeps the words of the page it signed in on.
 */
export function deviceWords(userAgent: string | null | undefined): string {
  if (!userAgent) return m.device_unknown();
  const parser = Bowser.getParser(userAgent.slice(0, 512));
  const browser = parser.getBrowserName() || m.device_a_browser();
  const os = parser.getOSName();
  const model = parser.getPlatform().model;
  // Phones and tablets are better known by their own name ("iPhone") than their system's.
  const where = model && /^(iPhone|iPad)$/.test(model) ? model : os;
  return where ? m.device_on({ browser, where }) : browser;
}
