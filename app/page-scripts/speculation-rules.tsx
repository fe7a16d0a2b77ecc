/**
 * Paths never prerendered: what changes state or is personal (sign-in, account, staff, the
 * session and field-data endpoints) and what is a download rather than a page.
 */
export const UNSPECULATED_PATHS = ["/auth/*", "/account", "/account/*", "/admin", "/admin/*", "/api/*", "/*.xml", "/*.txt", "/*.csv"];

/**
 * The rules by which Chromium prerenders a page of this site as the visitor's pointer rests on
 * a link to it or presses it ("moderate"): the next page is usually ready when the click
 * lands. Only same-origin links to pages, never a download, a link that opens elsewhere, or
 * anything in UNSPECULATED_PATHS. Form submissions are never speculated.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: UNSPECULATED_PATHS } },
          { not: { selector_matches: "[download], [target], [rel~=nofollow], [data-no-prerender]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export function SpeculationRules({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
    />
  );
}
