import Bowser from "bowser";

/**
 * A device and browser in words, from a User-Agent header: "Chrome on macOS", "Safari on iPhone".
 * What a person recognises in a list of their passkeys or sessions; never used to decide anything.
 */
export function deviceWords(userAgent: string | null | undefined): string {
  if (!userAgent) return "An unknown browser";
  const parser = Bowser.getParser(userAgent.slice(0, 512));
  const browser = parser.getBrowserName() || "A browser";
  const os = parser.getOSName();
  const model = parser.getPlatform().model;
  // Phones and tablets are better known by their own name ("iPhone") than their system's.
  const where = model && /^(iPhone|iPad)$/.test(model) ? model : os;
  return where ? `${browser} on ${where}` : browser;
}
