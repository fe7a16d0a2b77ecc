import { RotateCw } from "lucide-react";
import { isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ErrorLayout } from "./error-layout";
import { NotFound } from "./not-found";

const statusMessages: Record<number, { heading: string; text: string }> = {
  400: {
    heading: "That request didn't make sense to us",
    text: "Something in the address or the form wasn't in the shape we expected. Check it and try again.",
  },
  401: {
    heading: "Please log in first",
    text: "This page is only for signed-in visitors.",
  },
  403: {
    heading: "This page isn't open to you",
    text: "Your account doesn't have access to it. If you think it should, write to us.",
  },
  405: {
    heading: "That action isn't allowed here",
    text: "This page can't accept what was sent to it. Go back and use the page's own buttons and forms.",
  },
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
        <ErrorLayout status={error.status} heading={message.heading} actions={<ButtonLink to="/">Go to the home page</ButtonLink>}>
          <p>{message.text}</p>
        </ErrorLayout>
      );
    }
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorLayout
      status={status}
      heading="Something went wrong"
      actions={
        <>
          {/* A full-page load of this address, not a script call: it works before the
              browser has this screen's code, and never re-sends a form. */}
          <ButtonLink to={location.pathname + location.search} reloadDocument>
            <RotateCw aria-hidden="true" className="size-4" />
            Reload
          </ButtonLink>
          <ButtonLink to="/" variant="outline">
            Home
          </ButtonLink>
        </>
      }
    >
      <p>We hit a problem showing this page. It's on our side, not yours, and we've been told about it.</p>
      <p>Reloading usually helps. If it keeps happening, write to us and quote the reference below.</p>
      {requestId ? (
        <p className="text-sm">
          Reference:{" "}
          <code data-testid="request-id" className="font-mono">
            {requestId}
          </code>
        </p>
      ) : null}
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-6 overflow-x-auto rounded-box bg-base-200 p-4 text-xs">{error.stack}</pre>
      ) : null}
    </ErrorLayout>
  );
}
