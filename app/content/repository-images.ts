/**
 * Where the repository's own pictures are and how big they are drawn: the English content files
 * and their German translations name the same pictures (only the alt text differs).
 */

export function serviceImage(slug: string, alt: string) {
  return { src: `/images/services/${slug}.svg`, alt, width: 480, height: 320 };
}

export function projectCover(slug: string, alt: string) {
  return { src: `/images/projects/${slug}/cover.svg`, alt, width: 1200, height: 750 };
}

export function projectGallery(slug: string, items: { alt: string; caption: string }[]) {
  return items.map((item, index) => ({
    src: `/images/projects/${slug}/gallery-${index + 1}.svg`,
    alt: item.alt,
    caption: item.caption,
    width: 1200,
    height: 750,
  }));
}

export function courseCover(slug: string, alt: string) {
  return { src: `/images/courses/${slug}.svg`, alt, width: 960, height: 540 };
}

/** A team member's portrait, described in the words of its language ("Illustrated portrait of …"). */
export function teamPortrait(slug: string, alt: string) {
  return { src: `/images/team/${slug}.svg`, alt, width: 320, height: 320 };
}
