import { absoluteURL } from "./page-meta.server";

export type SitemapEntry = { path: string; lastmod?: string };

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);
}

/** The sitemap protocol's XML (sitemaps.org 0.9). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(absoluteURL(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
