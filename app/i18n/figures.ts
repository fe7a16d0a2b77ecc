import { numberFormat } from "./intl";
import { baseLocale, getLocale } from "./locale";

// "+74%", "-41%", "30K", "3,000+", "4.7", "2016": a sign, digits (grouped by commas or not), a
// fraction, a unit (per cent, thousands, millions), a "+" for "more than".
const FIGURE = /^([+\-−]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%|[KkM])?(\+?)$/;
const percent = { style: "percent", maximumFractionDigits: 2 } as const;
const compact = { notation: "compact", maximumFractionDigits: 2 } as const;
const grouped = { maximumFractionDigits: 2 } as const;
const SCALE: Record<string, number> = { K: 1e3, k: 1e3, M: 1e6 };

/**
 * A figure, a fact written once as the site's first language writes it ("100%", "30K",
 * "3,000+"), as the page's language writes it: "100 %", "30.000", "3.000+" in German. A plain
 * whole number ("2016", "300") is the same in every language, and what is no number ("Same day")
 * is left as it is.
 */
export function figureText(value: string): string {
  const match = FIGURE.exec(value.trim());
  if (getLocale() === baseLocale || !match) return value;
  const [, sign, whole, fraction, unit, more] = match;
  if (!unit && !fraction && !whole!.includes(",")) return value;
  const number = Number(`${whole!.replaceAll(",", "")}.${fraction ?? "0"}`);
  const text =
    unit === "%"
      ? numberFormat(percent).format(number / 100)
      : unit
        ? numberFormat(compact).format(number * SCALE[unit]!)
        : numberFormat(grouped).format(number);
  return `${sign}${text}${more}`;
}
