import { contentImageSrcSet } from "~/content-images/image-variants";
import type { Image } from "~/types/image";

type ContentImageProps = {
  image: Image;
  className?: string;
  /** The page's main image: fetched first and never lazily. */
  priority?: boolean;
  /** How wide the image is drawn, for a studio image's `srcset` to choose from; the page's width unless said. */
  sizes?: string;
  /** Drawn as wide as its parent (an illustration), or at the size `className` gives it (a portrait). */
  fill?: boolean;
};

/** Where a page's widest image stops: the site's container. */
const PAGE_WIDTH = "(min-width: 1280px) 1280px, 100vw";

/**
 * An image from our content, always with its intrinsic size so nothing shifts as it loads. An
 * image uploaded in the studio is offered at each width it is kept at, AVIF first, then WebP.
 */
export function ContentImage({ image, className = "", priority = false, sizes = PAGE_WIDTH, fill = true }: ContentImageProps) {
  const avif = contentImageSrcSet(image.src, "avif");
  const img = (
    <img
      src={image.src}
      srcSet={avif ? contentImageSrcSet(image.src, "webp") : undefined}
      sizes={avif ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={fill ? `illustration h-auto w-full ${className}` : className}
    />
  );
  if (!avif) return img;
  // `contents`: the picture adds no box, so the image sits in its parent's layout as a bare one does.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
