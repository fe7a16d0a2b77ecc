import type { AccountUser } from "~/entry.server";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts";
import { sharedPagePolicy } from "./security-headers";

/** The details of a person a page's data carries as text. */
export type Detail = "uid" | "email" | "displayName" | "photoURL";
export type Placeholders = Record<Detail, string>;

/** One page as the app rendered it for a stand-in. */
export type StandInRender = {
  html: string;
  /** The nonce it was rendered with, and its request id: the two parts of a render that are its own. */
  nonce: string;
  requestId: string;
  /** The bar's account corner for this stand-in, as renderAccountCorner writes it. */
  corner: string;
  placeholders: Placeholders;
};

/**
 * A page to make any visitor's copy from: the page before and after the account corner, without
 * a nonce, with stand-in A's placeholders where the visitor's details go in the page's data.
 */
export type PersonalTemplate = {
  before: string;
  after: string;
  placeholders: Placeholders;
  /** Stand-in A's request id, which each copy replaces with its own. */
  requestId: string;
  /** One pattern matching every placeholder and the request id, made once. */
  pattern: RegExp;
};

/** The scripts in which React Router hands the page's loader data to the browser. */
const DATA_SCRIPT = /<script\b[^>]*>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script\s*>/g;

/**
 * The template two stand-ins' renders of one page make, or null when the page shows its visitor
 * anywhere but in the account corner and the data: then it differs between the two (or shows
 * the secret part of their placeholders), and every visitor's page is rendered for them.
 */
export function templateFrom(a: StandInRender, b: StandInRender, secret: string): PersonalTemplate | null {
  const partsA = withoutNonce(a.html, a.nonce).split(a.corner);
  const partsB = withoutNonce(b.html, b.nonce).split(b.corner);
  if (partsA.length !== 2 || partsB.length !== 2) return null;
  const asA = (text: string) => {
    let result = text.split(b.requestId).join(a.requestId);
    for (const detail of Object.keys(b.placeholders) as Detail[])
      result = result.split(b.placeholders[detail]).join(a.placeholders[detail]);
    return result;
  };
  const [before = "", after = ""] = partsA;
  if (asA(partsB[0]!) !== before || asA(partsB[1]!) !== after) return null;
  const placeholders = a.placeholders;
  const pattern = new RegExp([...Object.values(placeholders), a.requestId].map(escapeRegExp).join("|"), "g");
  // The visitor's details may go only into the data, where they are written as JSON text; and
  // no part of a placeholder (the secret) may stay in a copy once they are filled in.
  const outsideData = (before + after).replace(DATA_SCRIPT, "");
  if (outsideData.toLowerCase().includes(secret.toLowerCase())) return null;
  if ((before + after).replace(pattern, "").toLowerCase().includes(secret.toLowerCase())) return null;
  return { before, after, placeholders, requestId: a.requestId, pattern };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/**
 * A text as React Router writes it in its data script: a JSON string in the data stream,
 * which is itself a JSON string inside the script, with what could end the script escaped.
 * Both steps escape character by character, so a text in the middle comes out as it would.
 */
export function asDataScriptText(value: string): string {
  const inStream = JSON.stringify(value).slice(1, -1);
  return JSON.stringify(inStream)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]!);
}

/**
 * This visitor's copy of the page, with this response's request id, and its policy with the
 * hashes of the copy's inline scripts.
 */
export function personalPage(
  template: PersonalTemplate,
  { visitor, corner, requestId }: { visitor: AccountUser; corner: string; requestId: string },
  policy: string,
): { html: string; policy: string } {
  const byPlaceholder = new Map<string, string>([[template.requestId, asDataScriptText(requestId)]]);
  for (const detail of Object.keys(template.placeholders) as Detail[]) {
    const value = visitor[detail];
    if (typeof value === "string") byPlaceholder.set(template.placeholders[detail], asDataScriptText(value));
  }
  const fill = (text: string) =>
    text.replace(template.pattern, (placeholder) => {
      const value = byPlaceholder.get(placeholder);
      // A detail the visitor lacks has no placeholder in a page of their shape.
      if (value === undefined) throw new Error("A page of another shape was chosen for this visitor");
      return value;
    });
  const html = fill(template.before) + corner + fill(template.after);
  return { html, policy: sharedPagePolicy(policy, inlineScriptHashes(html)) };
}
