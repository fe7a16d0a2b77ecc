import { ContentImage } from "~/components/ui/content-image";
import type { Image } from "~/content/schema";

/** A case study's pictures, two to a row, each with its caption. */
export function ProjectGallery({ images }: { images: (Image & { caption: string })[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
            <ContentImage image={image} sizes="(min-width: 768px) 640px, 100vw" className="rounded-box border border-base-300" />
            <figcaption className="mt-3 text-sm text-base-content/70">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
