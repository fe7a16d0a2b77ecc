import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";

/** A warning on the staff pages that the last backup is older than the schedule promises, or that there is none (issue 67). */
export function BackupWarning({ text, linked = true }: { text: string | undefined; linked?: boolean }) {
  if (!text) return null;
  return (
    <p role="alert" className="alert alert-soft alert-error">
      <CircleAlert aria-hidden="true" className="size-5" />
      <span className="text-base-content">
        {text}{" "}
        {linked ? (
          <Link to={localizedPath("/admin/backups")} className="font-semibold underline underline-offset-2">
            {m.backups_warning_link()}
          </Link>
        ) : null}
      </span>
    </p>
  );
}
