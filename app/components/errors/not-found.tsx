import { ButtonLink } from "~/components/ui/button";
import { ErrorLayout } from "./error-layout";

export function NotFound({ path }: { path: string }) {
  return (
    <ErrorLayout
      status={404}
      heading="We couldn't find that page"
      actions={
        <>
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to="/#services" variant="outline">
            See our services
          </ButtonLink>
          <ButtonLink to="/projects" variant="outline">
            Browse the portfolio
          </ButtonLink>
        </>
      }
    >
      <p>
        There is no page at{" "}
        <code className="rounded-md bg-base-200 px-2 py-0.5 font-mono text-base break-all text-base-content">{path}</code>. It may have
        moved, or the link may have a typo.
      </p>
    </ErrorLayout>
  );
}
