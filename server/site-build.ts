/**
 * The React Router build: every route module, and through them every piece of content,
 * which validates itself when first imported. Loading it is how the build and the server
 * find a broken course, post or question before anyone requests a page.
 */
export function loadSiteBuild() {
  return import("virtual:react-router/server-build");
}
