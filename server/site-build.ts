/**
 * The React Router build: every route module. Loading it is how the build and the server find a
 * module that fails before anyone requests a page (the content is the store's: decision 55).
 */
export function loadSiteBuild() {
  return import("virtual:react-router/server-build");
}
