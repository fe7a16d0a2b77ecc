import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A browser-only module is loaded with import() where it is needed, never bundled into a page (the browser's own entry aside). Its types may be imported. */
const browserOnlyModules = {
  regex: "\\.client(\\.tsx?)?$",
  allowTypeImports: true,
  message: "Load *.client.ts modules with import() where they are needed.",
};

/**
 * Who is signed in shows in the bar's corner and on the account and sign-in pages only: a shared
 * page is rendered for nobody, and the server puts a signed-in visitor's corner into it, nothing
 * else (decision 24).
 */
const signedInVisitor = {
  regex: "auth/auth-context$",
  importNames: ["useAuth"],
  message: "Only the account corner and the account and sign-in pages read who is signed in (decision 24).",
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  layers(),
  visitorReaders(),
  formsTheServerChecks(),
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
);

/**
 * The layers of the code, and which way imports may point: routes -> features -> content,
 * configuration and server-only modules, never back. A test (eslint.config.test.ts) proves
 * each rule fails on a file that breaks it.
 */
function layers() {
  const element = (type) => ({ element: { type } });
  const anyOf = (...types) => ({ element: { types: { anyOf: types } } });
  const layer = (from, ...to) => ({ from: element(from), allow: { to: anyOf(...to) } });
  return {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/entry.client.tsx"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true } },
      "boundaries/elements": [
        { type: "route", pattern: "app/routes", partialMatch: false },
        { type: "server-only", pattern: "app/[.]server", partialMatch: false },
        { type: "ui", pattern: "app/components", partialMatch: false },
        { type: "content", pattern: "app/content", partialMatch: false },
        { type: "seo", pattern: "app/seo", partialMatch: false },
        { type: "config", pattern: "app/config", partialMatch: false },
        { type: "types", pattern: "app/types", partialMatch: false },
        { type: "styles", pattern: "app/styles", partialMatch: false },
        { type: "feature", pattern: "app/*", partialMatch: false },
        // The shell: the root layout, the route table, the two entries and the global styles.
        { type: "shell", pattern: "app", partialMatch: false },
        { type: "server", pattern: "server", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            layer("shell", "shell", "route", "feature", "ui", "content", "seo", "config", "types", "server-only", "styles"),
            layer("route", "feature", "ui", "content", "seo", "config", "types", "server-only"),
            layer("feature", "feature", "ui", "content", "seo", "config", "types", "server-only", "styles"),
            // UI primitives and sections know nothing of content or features: they take props.
            layer("ui", "ui", "config", "types"),
            layer("content", "content", "config", "types"),
            // Features hand search engines their entries: seo/ imports none of them. It reads
            // SITE_URL from the settings, at run time.
            layer("seo", "seo", "config", "types", "server-only"),
            layer("config", "config", "types"),
            layer("types", "types"),
            layer("server-only", "server-only", "config", "types"),
            // The web server reaches the app only through its door (decision 37).
            { from: element("server"), allow: { to: { file: { path: "app/door/door.server.ts" } } } },
            layer("server", "server"),
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [browserOnlyModules, signedInVisitor] }],
    },
  };
}

/** Where the signed-in visitor may be read: the account corner and the personal account and sign-in pages (decision 24). */
function visitorReaders() {
  return {
    files: [
      "app/auth/**/*.{ts,tsx}",
      "app/account/**/*.{ts,tsx}",
      // The passkey sections of the login and account pages.
      "app/passkeys/**/*.{ts,tsx}",
      "app/routes/{account,login,register,forgot-password}.tsx",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [browserOnlyModules] }] },
  };
}

/**
 * Every form leaves its checks to the server, which says what is wrong in the site's own words,
 * all at once, beside each field: the browser's own bubbles would stop a form without scripts at
 * a tooltip in the browser's language, and the site's messages would never show (issue 35).
 */
function formsTheServerChecks() {
  return {
    files: ["app/**/*.tsx"],
    ignores: ["**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name=/^(form|Form)$/]:not(:has(JSXAttribute[name.name='noValidate']))",
          message: "Give the form noValidate: the server checks it and shows its own messages, which the browser's bubbles would hide.",
        },
      ],
    },
  };
}
