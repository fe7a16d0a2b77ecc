import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { settings } from "~/.server/settings.server";

/** A JSON-LD object (schema.org), as the structured-data builders make them. */
export type StructuredData = Record<string, unknown> & { "@type": string };

type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, for its canonical URL; omit for pages that should not be indexed. */
  path?: string;
  /** A raster sharing image (social networks do not show SVG). */
  image?: { src: string; alt: string };
  /** "article" for blog posts; everything else is a website page. */
  type?: "website" | "article";
  structuredData?: StructuredData[];
};

const defaultImage = {
  src: "/images/og-default.png",
  alt: `${site.name}: build stunning websites and apps`,
};

/**
 * The tags every page needs: a unique title and description, its canonical address, the
 * Open Graph and Twitter cards for sharing, and its structured data for search engines.
 */
export function pageMeta({
  title,
  description,
  path,
  image = defaultImage,
  type = "website",
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name}: ${site.tagline}` : `${title} | ${site.name}`;
  const imageURL = absoluteURL(image.src);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:type", content: type },
    { property: "og:image", content: imageURL },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageURL },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (path) {
    const canonical = absoluteURL(path);
    tags.push({ tagName: "link", rel: "canonical", href: canonical }, { property: "og:url", content: canonical });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  for (const data of structuredData) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  return tags;
}

/** A path on this site as a full URL, from SITE_URL (read at run time: one build serves any address). */
export function absoluteURL(path: string): string {
  return new URL(path, settings().siteUrl).href;
}
