import type { ComponentPropsWithoutRef } from "react";
import { Link, type LinkProps } from "react-router";
import { type Locale, localizedPath } from "~/i18n/locale";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost";
export type ButtonSize = "md" | "lg";

const variantClass: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  outline: "btn-outline",
  ghost: "btn-ghost",
};

/**
 * A label longer than the screen is wide (an email address on a 320 px phone) wraps inside
 * the button, which grows taller, instead of pushing the page sideways.
 */
const wrapping = "h-auto min-h-(--size) max-w-full py-2 [overflow-wrap:anywhere]";

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return `btn ${variantClass[variant]} ${size === "lg" ? "btn-lg" : ""} ${wrapping} rounded-full px-6 font-semibold`;
}

type Styling = { variant?: ButtonVariant; size?: ButtonSize };

type LinkLanguage = {
  /**
   * The language of the page it leads to, where that is not the page's own (a German document's
   * public page, from the English studio): its address is that language's, and says so.
   */
  hrefLang?: Locale;
};

/** A link that looks like a button: for calls to action that navigate, to a page in the page's language unless it names another. */
export function ButtonLink({
  variant,
  size,
  className = "",
  to,
  hrefLang,
  ...props
}: Omit<LinkProps, "hrefLang"> & Styling & LinkLanguage) {
  return (
    <Link
      className={`${buttonClass(variant, size)} ${className}`}
      to={typeof to === "string" && to.startsWith("/") ? localizedPath(to, hrefLang) : to}
      hrefLang={hrefLang}
      {...props}
    />
  );
}

/** A real button: for actions on this page. Shows a spinner and stays announced while busy. */
export function Button({
  variant,
  size,
  busy = false,
  className = "",
  children,
  disabled,
  type = "button",
  ...props
}: ComponentPropsWithoutRef<"button"> & Styling & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, size)} ${className}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <span className="loading loading-sm loading-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
