// @ts-check
// How Paraglide compiles the messages, for `npm run messages` and for the dev server's plugin alike.

/** The compiler's options beside the output folder (decision 48). */
export const messageOptions = /** @type {const} */ ({
  project: "./project.inlang",
  outdir: "./app/i18n/paraglide",
  // The language is the address's alone: the first segment of the path, or English.
  strategy: ["url", "baseLocale"],
  emitReadme: false,
  // Types for the type-check, which reads no JavaScript (no allowJs).
  emitTsDeclarations: true,
});
