import type { Image } from "~/types/image";

type ContentImageProps = {
  image: Image;
  className?: string;
  /** The page's main image: fetched first and never lazily. */
  priority?: boolean;
};

/** An image from our content, always with its intrinsic size so nothing shifts as it loads. */
export function ContentImage({ image, className = "", priority = false }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`illustration h-auto w-full ${className}`}
    />
  );
}
