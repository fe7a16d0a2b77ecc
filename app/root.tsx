import { type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  type ShouldRevalidateFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { settings } from "./platform/settings.server";
import { getLocale, localizedPath } from "./i18n/locale";
import { m } from "./i18n/paraglide/messages.js";
import { localeFromAddress } from "./i18n/request-locale.server";
import { requestFactsContext } from "./platform/request-context.server";
import { AccountCorner } from "./sign-in/account-corner";
import { AuthProvider } from "./sign-in/auth-context";
import { currentUser, sessionMiddleware } from "./identity/session-middleware.server";
import { services } from "./content/services.server";
import { taglineShown } from "./content/home.server";
import { pageVitals } from "./field-data/page-vitals.server";
import { VitalsBeacon } from "./field-data/vitals-beacon";
import { SpeculationRules } from "./page-scripts/speculation-rules";
import stylesheet from "./app.css?url";
// The same files app/styles/fonts.css declares: Vite gives each one hashed address for both.
import displayFont from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url";
import bodyFont from "@fontsource-variable/geist/files/geist-latin-wght-normal.woff2?url";
import { installDocumentGuard } from "./chunk-recovery/document-guard";
import { clearRetryMarker, RETRY_MARKER_KEY } from "./chunk-recovery/retry-marker";

import { ErrorScreen } from "./components/errors/error-screen";
import { useCspNonce } from "./components/layout/csp-nonce";
import { SiteFooter } from "./components/layout/site-footer";
import { companyRegistration } from "./config/company-registration";
import { company } from "./config/site";
import { postalAddress } from "./config/postal-address";
import { SiteHeader } from "./components/layout/site-header";
import { searchMarkup } from "./search/search-markup.server";
import { footerSubscribeMarkup } from "./newsletter/newsletter-markup.server";
import type { loader as staffLoader } from "./routes/admin";
import type { RouteHandle } from "./types/route-handle";
import { errorMeta } from "./seo/loader-meta";

export const links: Route.LinksFunction = () => [
  // Every page's first paint sets its heading in the display face and its text in the body
  // face: both start with the stylesheet rather than after the first layout (decision 10).
  ...[displayFont, bodyFont].map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" as const })),
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Routes set their own tags; this only titles the error screens that the root renders. */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

/**
 * The request gate refused this request (a form posted to a page without one): show the page
 * of that error, before any loader runs (one would otherwise answer with its redirect). No
 * loader's data reaches an error thrown here, so the error carries the frame's own (the bar's
 * account corner, the footer): a signed-in visitor's refusal is still their page.
 */
const showRefusal: Route.MiddlewareFunction = async (args, next) => {
  const refused = args.context.get(requestFactsContext).refusedStatus;
  if (!refused) return next();
  // A refusal's page reports no field data: it is not the page its route's figures are about.
  const frame = { ...(await frameData(args)), vitals: null };
  throw data<RefusedPage>({ frame }, { status: refused, statusText: "Method Not Allowed" });
};

type FrameData = Awaited<ReturnType<typeof frameData>>;
type RefusedPage = { frame: FrameData };

/** The frame's data on a refusal's page, where the root loader never ran. */
function refusedFrame(error: unknown): FrameData | undefined {
  return isRouteErrorResponse(error) ? (error.data as Partial<RefusedPage> | null)?.frame : undefined;
}

// The language first, for everything after it; then the session middleware, so that the
// refusal's page also gets its Cache-Control.
export const middleware: Route.MiddlewareFunction[] = [localeFromAddress, sessionMiddleware, showRefusal];

export function loader(args: Route.LoaderArgs) {
  return frameData(args);
}

/** What every page's frame shows: the bar, the footer, and what the browser's code needs. */
async function frameData({ context, pattern }: Pick<Route.LoaderArgs, "context" | "pattern">) {
  const { identity } = settings();
  return {
    requestId: context.get(requestFactsContext).requestId,
    // The server's year, so the footer cannot disagree with itself across hydration.
    year: new Date().getFullYear(),
    footerServices: services().map(({ slug, name }) => ({ slug, name })),
    // The home page's document says it (issue 64); English's, marked so, until it is translated.
    tagline: taglineShown(),
    company: { name: company.legalName, address: postalAddress(), registration: companyRegistration(company.registration) },
    // What the law asks every page to lead to (issue 65), worded here: no page's script carries it.
    footerLegal: {
      name: m.footer_legal(),
      links: [
        { label: m.nav_legal_notice(), to: localizedPath("/legal-notice") },
        { label: m.nav_terms(), to: localizedPath("/terms") },
        { label: m.nav_withdrawal(), to: localizedPath("/withdrawal") },
        { label: m.nav_privacy(), to: localizedPath("/privacy") },
      ],
    },
    // Search's form in the bar and the menu (issue 68), made here as HTML: no page's script carries it.
    search: searchMarkup(),
    // The newsletter's form in the footer of the pages people read (issue 68), made here as HTML
    // for the same reason. A personal page is a task of its own (signing in, booking, writing to
    // the studio), with its own form: it gets none beside it.
    newsletter: context.get(requestFactsContext).pageKind === "shared" ? footerSubscribeMarkup() : undefined,
    // Read on the server, so the first paint already shows who is signed in. A shared page is
    // rendered for nobody: the server puts a signed-in visitor's corner into it (decision 24).
    user: context.get(requestFactsContext).pageKind === "shared" ? null : await currentUser(context),
    authConfig: identity.kind === "none" ? null : identity.browser,
    // The route this page load is reported under, when field data is collected (decision 14).
    vitals: pageVitals(pattern),
  };
}

/**
 * The root's data changes only with the session: reload it after a form is sent or when the
 * same address is opened again, not on every link followed. After logging in or out, the bar
 * shows the session request's answer until then (see AuthProvider).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod !== undefined || currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;

// Built on the server only: the browser already has the script in the HTML, and React leaves
// a script's content alone when hydrating, so the client bundle need not carry it twice.
const documentGuard = import.meta.env.SSR ? `(${installDocumentGuard.toString()})(${JSON.stringify(RETRY_MARKER_KEY)});` : "";

/** Whether the page these routes make loads the framework's scripts: a route of it says `hydrate` (decision 24). */
function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

export function Layout({ children }: { children: ReactNode }) {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root") ?? refusedFrame(error);
  const nonce = useCspNonce();
  // Most pages are HTML and CSS only; a route asks for React in the browser (decision 24).
  const matches = useMatches();
  const hydrates = pageHydrates(matches);
  // A page with the newsletter's form in its body (RouteHandle's subscribes) has one form, not two.
  const subscribesInPage = matches.some((match) => (match.handle as RouteHandle | undefined)?.subscribes === true);
  // Staff pages have their own frame, once the staff check has let the person in: a visitor
  // refused at /admin sees the site's own.
  const englishStaff = useRouteLoaderData<typeof staffLoader>("routes/admin");
  const germanStaff = useRouteLoaderData<typeof staffLoader>("de/routes/admin");
  const staff = englishStaff ?? germanStaff;
  // The page hydrated, so its code arrived: forget any earlier chunk retry, and mark the
  // page interactive for browser tests.
  useEffect(() => {
    clearRetryMarker();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={getLocale()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fcfcff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0d1224" />
        {hydrates ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: documentGuard }} /> : null}
        <Meta />
        <Links />
        <SpeculationRules nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="btn fixed top-3 left-3 z-50 -translate-y-24 btn-primary focus:translate-y-0 motion-safe:transition-transform"
        >
          {m.frame_skip_to_content()}
        </a>
        <AuthProvider serverUser={data?.user ?? null} config={data?.authConfig ?? null}>
          {staff ? (
            // The staff route draws its own frame (app/routes/admin.tsx): its code stays in its chunk.
            children
          ) : (
            <>
              <SiteHeader account={<AccountCorner />} search={data?.search} />
              <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <SiteFooter
                year={data?.year ?? new Date().getFullYear()}
                services={data?.footerServices ?? []}
                tagline={data?.tagline}
                company={data?.company}
                legal={data?.footerLegal}
                newsletter={subscribesInPage ? undefined : data?.newsletter}
              />
            </>
          )}
        </AuthProvider>
        {data?.vitals ? <VitalsBeacon vitals={data.vitals} nonce={nonce} /> : null}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
