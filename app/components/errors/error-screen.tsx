import { lazy, Suspense } from "react";

/**
 * The error screens are rare, so the browser fetches their code only when one is shown.
 * The server renders them in full inside the same Suspense boundary, and the browser keeps
 * that HTML until the code arrives, so nothing flashes and no hydration mismatch occurs.
 */
const ErrorScreenContent = import.meta.env.SSR
  ? (await import("./route-error")).RouteError
  : lazy(() => import("./route-error").then((module) => ({ default: module.RouteError })));

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Suspense>
      <ErrorScreenContent error={error} />
    </Suspense>
  );
}
