import { z } from "zod";
import { projects } from "~/content/projects.server";
import type { Project, Service } from "~/content/schema";
import { findService } from "~/content/services.server";

const serviceParam = z.string().trim().max(60).optional();

export type PortfolioView = {
  projects: Project[];
  activeService: Service | null;
  /** The `service` value the visitor asked for when it matches no service. */
  unknownService: string | null;
};

/** Reads `?service=` and picks the case studies to show; an unknown service shows them all. */
export function portfolioFor(searchParams: URLSearchParams): PortfolioView {
  const parsed = serviceParam.safeParse(searchParams.get("service") ?? undefined);
  const requested = parsed.success ? parsed.data : "(unreadable)";
  if (!requested) return { projects, activeService: null, unknownService: null };

  const service = findService(requested);
  if (!service) return { projects, activeService: null, unknownService: requested };
  return {
    projects: projects.filter((project) => project.services.includes(service.slug)),
    activeService: service,
    unknownService: null,
  };
}
