import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserRuntime } from "./scripts/browser-runtime-plugin.ts";
import { vitalsBeacon } from "./scripts/vitals-beacon-plugin.ts";
export default defineConfig(({ command }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // The site's shell (React, React DOM, React Router, then the bar, footer, core design
            // system and auth context) is on every page: with the framework in the same file it
            // compresses about 1 KB smaller than as two files (tests/e2e/public-pages/budgets.spec.ts), and one
            // chunk costs fewer requests than a dozen small ones. Only what every page that hydrates
            // needs belongs here (the pages people only read load no script at all, decision 24):
            // the bar and footer's parts, surface, page header, the arrow icon, and the error
            // screen (the root's and the staff pages' boundary share it: alone it was a chunk of its own).
            // The other groups gather what a family of pages shares, so that no page loads five
            // tiny chunks, each compressing worse than one. Chosen by measuring every page's
            // first load (docs/performance/log.md); page tags and JSON-LD are made in loaders and
            // never reach the browser.
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: /(\/node_modules\/(react|react-dom|react-router|scheduler)\/|\/lucide-react\/dist\/esm\/icons\/arrow-right\.|\/app\/(components\/layout\/|components\/ui\/(button|container|surface)\.|components\/page\/page-header\.|config\/(site|contact-link)\.|seo\/loader-meta\.|components\/errors\/error-screen\.|chunk-recovery\/|page-scripts\/when-idle\.|sign-in\/(auth-context|account-corner)\.|identity\/auth-error-code\.))/,
                },
                // The sections of the detail pages (a service, a case study, a course): one file for
                // the three, rather than five small ones that compress worse.
                {
                  name: "detail-sections",
                  test: /\/app\/components\/(page\/(detail-hero|detail-body)|ui\/check-list)\./,
                },
                // The notice (before the lists, which would take it in): its own file, so the login page that shows one loads no list sections.
                { name: "notice", test: /\/app\/components\/ui\/notice\./ },
                // The filtered lists of the portfolio, courses and blog.
                {
                  name: "list-sections",
                  test: /\/app\/components\/(page\/filtered-cards|ui\/filter-nav)\./,
                },
                // The titled sections and numbered steps of the detail pages, the FAQ and the about page.
                { name: "content-sections", test: /\/app\/components\/ui\/(content-section|step-list)\./ },
                // The card and the case-study card: the home page, the portfolio, the service pages
                // (the course and post cards import the card too). Not in the shell: the detail
                // pages and the FAQ show no cards.
                { name: "cards", test: /\/app\/(components\/ui\/card|portfolio\/project-card)\./ },
                // The account forms' checks (zod/mini and the schemas): fetched when the browser is idle
                // after an account page hydrates, beside the sign-in SDK (useAuthForm).
                { name: "auth-checks", test: /(\/node_modules\/zod\/|\/app\/identity\/auth-forms\.)/ },
                // The messages for sign-in errors: loaded when a send or Logout fails.
                { name: "auth-errors", test: /\/app\/identity\/auth-errors\./ },
                // The account pages' forms and fields: the four pages that use them share one file.
                {
                  name: "account-forms",
                  test: /\/app\/(components\/forms\/(form-message|text-field|email-field|photo-link-field)\.|sign-in\/(account-form|auth-page|use-auth-form|use-session-form)\.|identity\/(auth-links|no-script-answer)\.)/,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Express app, which imports the React Router build.
    // lucide-react is bundled, so the server loads only the icons the site uses: as a package
    // it loaded all of them, 0.36 s of every start (issue 38). The built server bundles the
    // highlighter too: lowlight's one entry loads all 190 of highlight.js's grammars, where
    // rehype-highlight uses the common 37 (17 MB of the server's memory, decision 41). Not in
    // `npm run dev`: Vite's dev server cannot inline highlight.js, which is CommonJS.
    ssr: {
      build: { rollupOptions: { input: "./server/index.ts" } },
      resolve: {
        noExternal: ["lucide-react", ...(command === "build" ? ["rehype-highlight", "lowlight", "highlight.js"] : [])],
      },
    },
  },
  // The messages are compiled before: by npm run messages for a build, by scripts/dev.mjs (and
  // again as they are edited) for the dev server. Never by Paraglide's own plugin, which empties
  // app/i18n/paraglide/ before it writes: a script or server reading it meanwhile finds nothing.
  plugins: [tailwindcss(), reactRouter(), vitalsBeacon(), browserRuntime()],
}));
