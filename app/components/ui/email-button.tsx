import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { site } from "~/config/site";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button";

/** A mailto: address for the studio, with the subject filled in when there is one. */
export function emailHref(subject?: string): string {
  return subject ? `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}` : `mailto:${site.contactEmail}`;
}

type EmailButtonProps = { subject?: string; variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

/** A button that starts an email to the studio: the way to start a project or book a course. */
export function EmailButton({ subject, variant, size, className = "", children }: EmailButtonProps) {
  return (
    <a href={emailHref(subject)} className={`${buttonClass(variant, size)} ${className}`}>
      <Mail aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />
      {children}
    </a>
  );
}
