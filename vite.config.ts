import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readBuildSettings } from "./app/.server/settings.server.ts";

const { siteUrl } = readBuildSettings();

export default defineConfig({
  // SITE_URL is public (it appears in every page's canonical link), so it may reach the bundle.
  define: { "import.meta.env.SITE_URL": JSON.stringify(siteUrl) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // The site's shell (bar, footer, core design system, page tags, auth context) is on
            // every page: one chunk compresses better and costs fewer requests than a dozen
            // small ones. Only what every page needs belongs here, and the few small primitives
            // nearly every page uses (surface, page header, card grid, email button, link list):
            // apart, each would be a chunk of its own on most pages, which costs more than it
            // saves. The rest of the design system (detail sections, filters, question lists)
            // and the structured data stay with the pages that use them.
            advancedChunks: {
              groups: [
                {
                  name: "shell",
                  test: /\/app\/(components\/layout\/|components\/ui\/(button|card|card-grid|container|content-image|email-button|link-list|section|stat|surface)\.|components\/page\/page-header\.|config\/|seo\/(page-meta|error-meta)\.|chunk-recovery\/|auth\/(auth-context|account-corner)\.)/,
                },
                // The messages for sign-in errors: Logout loads them alone if it fails.
                { name: "auth-errors", test: /\/app\/auth\/auth-errors\./ },
                // The account pages' forms and fields: the four pages that use them share one file.
                {
                  name: "account-forms",
                  test: /\/app\/(components\/forms\/(form-message|text-field|email-field|photo-link-field)\.|auth\/(account-form|auth-forms|auth-page|use-auth-form|auth-links|no-script-answer)\.)/,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Express app, which imports the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
