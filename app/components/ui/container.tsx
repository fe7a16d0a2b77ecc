import type { ComponentPropsWithoutRef, ElementType } from "react";

type ContainerProps<T extends ElementType> = {
  as?: T;
} & ComponentPropsWithoutRef<T>;

/** The page's content column: one max width and one gutter for every section. */
export function Container<T extends ElementType = "div">({ as, className = "", ...props }: ContainerProps<T>) {
  const Tag: ElementType = as ?? "div";
  return <Tag className={`mx-auto w-full max-w-7xl px-5 sm:px-8 ${className}`} {...props} />;
}
