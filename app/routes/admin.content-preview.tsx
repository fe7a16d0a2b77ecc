import { type ComponentType, createElement } from "react";
import { data, type MetaDescriptor, redirect } from "react-router";
import { getLocale, localizedPath } from "~/i18n/locale";
import { m } from "~/i18n/paraglide/messages.js";
import { uuidParam } from "~/platform/uuid-param.server";
import { DraftBanner, type PreviewedState } from "~/staff/draft-banner";
import { Container } from "~/components/ui/container";
import { sectionTextStylesheet } from "~/components/ui/content-section";
import postBodyStyles from "~/blog/post-body.css?url";
import { publicPathOf } from "~/content-store/content-record.server";
import { draftPreview } from "~/content-store/draft-preview.server";
import { withContentPreview } from "~/content/content-preview.server";
import { database } from "~/database/database.server";
import type { ContentKind } from "~/database/schema.server";
import { ErrorScreen } from "~/components/errors/error-screen";
import { pageMeta } from "~/seo/page-meta.server";
import { staffOnly } from "~/staff/staff-access.server";
import type { RouteHandle } from "~/types/route-handle";
import type { Route } from "./+types/admin.content-preview";
import AboutUs, { loader as aboutUsLoader } from "./about-us";
import Blog, { loader as blogLoader } from "./blog";
import BlogPost, { loader as blogPostLoader } from "./blog-post";
import CoursePage, { loader as courseLoader } from "./course";
import Faq, { loader as faqLoader } from "./faq";
import Home, { loader as homeLoader } from "./home";
import LegalNotice, { loader as legalNoticeLoader } from "./legal-notice";
import Terms, { loader as termsLoader } from "./terms";
import Withdrawal, { loader as withdrawalLoader } from "./withdrawal";
import Privacy, { loader as privacyLoader } from "./privacy";
import ProjectPage, { loader as projectLoader } from "./project";
import ServicePage, { loader as serviceLoader } from "./service";
import Services, { loader as servicesLoader } from "./services";

/**
 * A draft on its public page, exactly as that page's own loader and component render it once
 * published (issue 40), inside the site's frame with a "Draft" banner on top. It is a staff
 * page: made for each request, never stored (`private, no-store`), never indexed; any colleague
 * who may open the studio may open its link.
 */
export const handle: RouteHandle = { page: "personal" };

export const middleware: Route.MiddlewareFunction[] = [staffOnly];

type PublicPage =
  | "about-us"
  | "blog"
  | "blog-post"
  | "course"
  | "faq"
  | "home"
  | "legal-notice"
  | "privacy"
  | "project"
  | "service"
  | "services"
  | "terms"
  | "withdrawal";
type PageLoader = (args: { params: Record<string, string>; request: Request; context: Route.LoaderArgs["context"] }) => unknown;

const pageLoaders: Record<PublicPage, PageLoader> = {
  "about-us": aboutUsLoader,
  blog: blogLoader as PageLoader,
  "blog-post": blogPostLoader as PageLoader,
  course: courseLoader as PageLoader,
  faq: faqLoader,
  home: homeLoader,
  "legal-notice": legalNoticeLoader,
  privacy: privacyLoader,
  project: projectLoader as PageLoader,
  service: serviceLoader as PageLoader,
  services: servicesLoader,
  terms: termsLoader,
  withdrawal: withdrawalLoader,
};

// Apart from the loaders: the browser's copy of this module has no loaders to name. Each reads
// its data as a route component does, from the route that renders it: this one, whose data is
// the page's own with the banner's beside it.
const pageComponents: Record<PublicPage, ComponentType> = {
  "about-us": AboutUs as never,
  blog: Blog as never,
  "blog-post": BlogPost as never,
  course: CoursePage as never,
  faq: Faq as never,
  home: Home as never,
  "legal-notice": LegalNotice as never,
  privacy: Privacy as never,
  project: ProjectPage as never,
  service: ServicePage as never,
  services: Services as never,
  terms: Terms as never,
  withdrawal: Withdrawal as never,
};

/** The public page a document of each kind is seen on, and its address. */
function publicPageOf(kind: ContentKind, slug: string): { page: PublicPage; path: string } {
  // The page's address as the studio links it, without an FAQ entry's anchor: the page is what is drawn.
  const path = publicPathOf[kind](slug).split("#")[0]!;
  const pages: Record<Exclude<ContentKind, "page" | "legal">, PublicPage> = {
    service: "service",
    project: "project",
    course: "course",
    post: "blog-post",
    faq: "faq",
    team: "about-us",
    about: "about-us",
    home: "home",
    tag: "blog",
  };
  // A legal text's page is named as the text is.
  if (kind === "legal") return { page: slug as "legal-notice" | "terms" | "withdrawal", path };
  if (kind !== "page") return { page: pages[kind], path };
  return { page: slug === "services" || slug === "faq" || slug === "privacy" ? slug : "about-us", path };
}

/** What a loader answered, without the headers a `data()` answer carries: the preview sets its own. */
function unwrapped(answer: unknown): unknown {
  const wrapped = answer as { type?: string; data?: unknown } | null;
  return wrapped?.type === "DataWithResponseInit" ? wrapped.data : answer;
}

function readVersion(url: URL): number | undefined {
  const asked = url.searchParams.get("version");
  if (asked === null) return undefined;
  const version = Number(asked);
  if (!Number.isSafeInteger(version) || version < 1) throw data(null, { status: 404 });
  return version;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = uuidParam(params.id);
  const found = await draftPreview(await database(), id, readVersion(new URL(request.url)));
  if (!found) throw data(null, { status: 404 });
  // A document is previewed in its language: the page's words around it are rendered in the address's.
  if ("locale" in found && found.locale !== getLocale()) {
    const url = new URL(request.url);
    throw redirect(localizedPath(url.pathname + url.search, found.locale));
  }
  const headers = { "X-Robots-Tag": "noindex, nofollow" };
  const banner = { documentId: id, title: found.title, version: found.version };
  if ("refused" in found) {
    const draft = { ...banner, state: "refused" as const, publicPath: null, page: null, refused: found.refused };
    return data({ draft, meta: previewMeta(found.title) }, { status: 422, headers });
  }
  const { page, path } = publicPageOf(found.kind, found.slug);
  const pageRequest = new Request(new URL(path, request.url));
  const pageParams = { slug: found.slug };
  const pageData = unwrapped(
    await withContentPreview(found.preview, () => pageLoaders[page]({ params: pageParams, request: pageRequest, context })),
  ) as {
    meta?: MetaDescriptor[];
  };
  const state = found.version === found.publishedVersion ? "published" : found.version === found.latestVersion ? "draft" : "earlier";
  const draft = { ...banner, state: state as PreviewedState, publicPath: localizedPath(path), page, refused: null };
  // The page's own data at the top, where its component reads it (from this route: see pageComponents).
  return data({ ...pageData, draft, meta: previewMeta(found.title, pageData.meta) }, { headers });
}

/** The public page's own tags, with no address of its own and never to be indexed. */
function previewMeta(title: string, tags: MetaDescriptor[] = pageMeta({ title, description: m.preview_description() })) {
  const kept = tags.filter(
    (tag) =>
      !("title" in tag) &&
      !("script:ld+json" in tag) &&
      (tag as { rel?: string }).rel !== "canonical" &&
      (tag as { property?: string }).property !== "og:url" &&
      (tag as { name?: string }).name !== "robots",
  );
  return [{ title: m.preview_title({ title }) }, { name: "robots", content: "noindex, nofollow" }, ...kept];
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

/** The stylesheets the previewed pages link themselves (a post's body, a section's Markdown): this route is the one matched. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: postBodyStyles }, sectionTextStylesheet];

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ?? [{ title: m.preview_title_bare() }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { draft } = loaderData;
  return (
    <>
      <DraftBanner
        documentId={draft.documentId}
        title={draft.title}
        version={draft.version}
        state={draft.state}
        publicPath={draft.publicPath}
      />
      {draft.refused ? (
        <Container className="py-12">
          <h1 className="text-title font-bold">{m.preview_refused_heading()}</h1>
          <p className="mt-3 max-w-prose">{m.preview_refused_intro()}</p>
          <ul className="mt-3 space-y-1">
            {draft.refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Container>
      ) : draft.page ? (
        createElement(pageComponents[draft.page])
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
