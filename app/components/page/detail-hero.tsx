import type { ReactNode } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { Container } from "~/components/ui/container";
import type { Image } from "~/types/image";
import { BackLink } from "./back-link";
import { PageHeader } from "./page-header";

type DetailHeroProps = {
  /** The list this page belongs to: "All courses". */
  back: { to: string; label: string };
  label: string;
  heading: string;
  lead: string;
  image: Image;
  /** Beside the text on wide screens, or below it across the page. */
  imagePlacement?: "beside" | "below";
  /** Under the lead: calls to action, or the facts to know first. */
  children?: ReactNode;
};

const frame = "rounded-box border border-base-300 bg-base-200";

/** The top of a page about one thing (a service, a case study, a course): the way back, what it is, and its picture. */
export function DetailHero({ back, label, heading, lead, image, imagePlacement = "beside", children }: DetailHeroProps) {
  const text = (
    <div className={imagePlacement === "below" ? "max-w-4xl" : ""}>
      <PageHeader label={label} heading={heading} lead={lead} />
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
  return (
    <Container className="pt-12 sm:pt-16">
      <BackLink to={back.to}>{back.label}</BackLink>
      {imagePlacement === "beside" ? (
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
          {text}
          <ContentImage image={image} priority sizes="(min-width: 1024px) 560px, 100vw" className={frame} />
        </div>
      ) : (
        <div className="mt-8">
          {text}
          <ContentImage image={image} priority className={`mt-12 ${frame}`} />
        </div>
      )}
    </Container>
  );
}
