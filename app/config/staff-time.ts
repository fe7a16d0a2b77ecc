import { site } from "~/config/site";
import { dateFormat } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages.js";

const format = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
} as const;

/** When something happened, as staff read it: "23 Nov 2026, 19:40 UTC". Made on the server, so every reader sees the same. */
export function staffTime(at: Date): string {
  return `${dateFormat(format).format(at)} UTC`;
}

const studioFormat = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: site.timeZone.id,
} as const;

/** A moment on the studio's own clock, for what staff set by it (a scheduled publish): "1 Dec 2026, 09:00 UK time", "1. Dez. 2026, 09:00 britische Zeit". */
export function studioTime(at: Date): string {
  return `${dateFormat(studioFormat).format(at)} ${m.studio_time_zone()}`;
}
