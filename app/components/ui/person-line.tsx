import type { ReactNode } from "react";
import { contentImageSrcSet } from "~/content-images/image-variants";

const sizes = { sm: { pixels: 48, className: "size-12" }, md: { pixels: 64, className: "size-16" } };

type PersonLineProps = {
  name: string;
  portrait: { src: string };
  /** Under the name: a role, or a post's date. */
  children: ReactNode;
  size?: keyof typeof sizes;
  loading?: "eager" | "lazy";
};

/** A person's portrait beside their name: an author, an instructor. The name says who it is, so the portrait has no alt text. */
export function PersonLine({ name, portrait, children, size = "md", loading = "lazy" }: PersonLineProps) {
  const { pixels, className } = sizes[size];
  // A portrait uploaded in the studio is offered at its kept widths: the smallest is plenty.
  const srcSet = contentImageSrcSet(portrait.src, "webp");
  return (
    <div className="flex items-center gap-4">
      <img
        src={portrait.src}
        srcSet={srcSet}
        sizes={srcSet ? `${pixels}px` : undefined}
        alt=""
        width={pixels}
        height={pixels}
        loading={loading}
        className={`${className} rounded-full border border-base-300`}
      />
      <div>
        <p className="font-bold">{name}</p>
        <p className="text-sm text-base-content/70">{children}</p>
      </div>
    </div>
  );
}
