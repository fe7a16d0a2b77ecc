import { RotateCw } from "lucide-react";
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { richText } from "~/i18n/rich-text";
import { ErrorLayout } from "./error-layout";
import { NotFound } from "./not-found";

/** What each refusal says: read when shown, in the page's language. */
const statusMessages: Record<number, { heading: () => string; text: () => string }> = {
  400: { heading: m.error_400_heading, text: m.error_400_text },
  401: { heading: m.error_401_heading, text: m.error_401_text },
  403: { heading: m.error_403_heading, text: m.error_403_text },
  405: { heading: m.error_405_heading, text: m.error_405_text },
};

/** The request id shown to the visitor is the one in the server's log line for the failure. */
function useRequestId(): string | undefined {
  const rootData = useRouteLoaderData("root") as { requestId?: string } | undefined;
  return rootData?.requestId;
}

export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const requestId = useRequestId();

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound path={location.pathname} />;
    const message = statusMessages[error.status];
    if (message) {
      return (
        <ErrorLayout
          status={error.status}
          heading={message.heading()}
          actions={<ButtonLink to={localizedPath("/")}>{m.error_home()}</ButtonLink>}
        >
          <p>{message.text()}</p>
        </ErrorLayout>
      );
    }
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  // 503: the database or another service did not answer in time (app/entry.server.tsx), worth a
  // reload in a moment. The heading and the title stay the failure's: the title is in every
  // page's first script, and a message more there cost the login page's budget (budgets.spec.ts).
  const busy = status === 503;
  return (
    <ErrorLayout
      status={status}
      heading={m.error_failed_heading()}
      actions={
        <>
          {/* A full-page load of this address, not a script call: it works before the
              browser has this screen's code, and never re-sends a form. */}
          <ButtonLink to={location.pathname + location.search} reloadDocument>
            <RotateCw aria-hidden="true" className="size-4" />
            {m.error_reload()}
          </ButtonLink>
          <ButtonLink to={localizedPath("/")} variant="outline">
            {m.error_home_short()}
          </ButtonLink>
        </>
      }
    >
      <p>{busy ? m.error_busy_text() : m.error_failed_text()}</p>
      <p>{busy ? m.error_busy_advice() : m.error_failed_advice()}</p>
      {requestId ? (
        <p className="text-sm">
          {richText(m.error_failed_reference, {
            id: (
              <code data-testid="request-id" className="font-mono">
                {requestId}
              </code>
            ),
          })}
        </p>
      ) : null}
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-6 overflow-x-auto rounded-box bg-base-200 p-4 text-xs">{error.stack}</pre>
      ) : null}
    </ErrorLayout>
  );
}
