/**
 * The address a new document's title suggests (issue 64, item 10): "Wie wir Barrierefreiheit
 * prüfen!" → "wie-wir-barrierefreiheit-pruefen". Lowercase words joined by hyphens, as every
 * address is (app/content/schema.ts), German letters spelt out, at most 80 characters, cut between
 * words. Shared: the server fills in an address left empty, the form's script suggests it as the
 * title is typed.
 */
const SPELT_OUT: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", ø: "o", œ: "oe" };
const MAX = 80;

export function suggestedAddress(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[äöüßæøœ]/g, (letter) => SPELT_OUT[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let address = "";
  for (const word of words) {
    const longer = address ? `${address}-${word}` : word;
    if (longer.length > MAX) break;
    address = longer;
  }
  return address || words[0]?.slice(0, MAX) || "";
}

/** The field whose words a kind's address is suggested from, where there is one. */
export const addressSource: Partial<Record<string, string>> = {
  service: "name",
  project: "title",
  course: "title",
  post: "title",
  faq: "question",
  team: "name",
  tag: "name",
};
