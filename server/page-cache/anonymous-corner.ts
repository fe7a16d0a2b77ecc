/**
 * Where a rendered page holds nobody's account corner, and in which language (decision 48): the
 * page cache splits a kept page there, and a signed-in visitor's copy puts their corner there.
 * Undefined when the page holds none, or holds one twice (the corner is then not the bar's).
 */
export function anonymousCornerIn(
  html: string,
  anonymousCorners: ReadonlyMap<string, string>,
): { at: number; end: number; language: string } | undefined {
  for (const [language, corner] of anonymousCorners) {
    const at = html.indexOf(corner);
    if (at < 0) continue;
    return html.indexOf(corner, at + 1) >= 0 ? undefined : { at, end: at + corner.length, language };
  }
  return undefined;
}
