import { ButtonLink } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { ErrorLayout } from "./error-layout";

export function NotFound({ path }: { path: string }) {
  return (
    <ErrorLayout
      status={404}
      heading={m.error_not_found_heading()}
      actions={
        <>
          <ButtonLink to={localizedPath("/")}>{m.error_home()}</ButtonLink>
          <ButtonLink to={localizedPath("/#services")} variant="outline">
            {m.error_not_found_services()}
          </ButtonLink>
          <ButtonLink to={localizedPath("/projects")} variant="outline">
            {m.error_not_found_portfolio()}
          </ButtonLink>
        </>
      }
    >
      <p>
        {richText(m.error_not_found_text, {
          path: <code className="rounded-md bg-base-200 px-2 py-0.5 font-mono text-base break-all text-base-content">{path}</code>,
        })}
      </p>
    </ErrorLayout>
  );
}
