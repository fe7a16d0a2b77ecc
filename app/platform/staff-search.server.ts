import { z } from "zod";
import { cleanText } from "~/platform/clean-text.server";

/** How much of a staff search is read: enough for any name, email or reference. */
const SEARCH_MAX = 100;

/**
 * A staff page's search box, from the address: cleaned as the form's text was when stored
 * (PostgreSQL refuses a NUL in a query, and no stored name holds a control character to find),
 * anything unreadable taken as no search.
 */
export const staffSearchSchema = z
  .string()
  .transform((value) => [...cleanText(value)].slice(0, SEARCH_MAX).join(""))
  .catch("");

/** An `ilike` pattern for text containing the search: `%` and `_` typed into it are letters, not patterns. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
