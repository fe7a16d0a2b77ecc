import { Link } from "react-router";
import { localizedPath } from "~/i18n/locale";

const variants = {
  /** Links in running text, one to a line: "Services used". */
  text: { list: "space-y-2", link: () => "font-medium text-primary underline-offset-4 hover:underline" },
  /** Small labels: a post's tags. */
  badge: { list: "flex flex-wrap gap-2", link: () => "badge badge-soft badge-primary hover:underline" },
  /** Rounded buttons in a row, the current one filled: filters, other pages of a kind. */
  pill: {
    list: "flex flex-wrap gap-2",
    link: (active: boolean) => `btn btn-sm rounded-full ${active ? "btn-primary" : "btn-outline border-base-300"}`,
  },
};

export type ListedLink = { label: string; to: string; active?: boolean };

type LinkListProps = {
  links: readonly ListedLink[];
  variant: keyof typeof variants;
  /** Names the list for assistive tech when nothing around it does. */
  label?: string;
  /** Links that change only the view of this page keep the scroll position. */
  keepScroll?: boolean;
  className?: string;
};

/**
 * A list of links. A link within the page (`#id`) stays a plain anchor, so the browser moves
 * focus to its target as well as scrolling there.
 */
export function LinkList({ links, variant, label, keepScroll = false, className = "" }: LinkListProps) {
  const style = variants[variant];
  return (
    <ul aria-label={label} className={`${style.list} ${className}`}>
      {links.map((link) => {
        const props = { className: style.link(link.active ?? false), "aria-current": link.active ? ("page" as const) : undefined };
        return (
          <li key={link.to}>
            {link.to.startsWith("#") ? (
              <a href={link.to} {...props}>
                {link.label}
              </a>
            ) : (
              <Link to={localizedPath(link.to)} preventScrollReset={keepScroll} {...props}>
                {link.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
