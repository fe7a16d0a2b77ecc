import { withScriptsAfterLoad } from "./scripts-after-load.server";

/** The shape React Router 7's <Scripts> renders: preload links, then one module script. */
const page = (script: string) =>
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-C.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main>' +
  `<script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${script}</script></body></html>`;

const routerScript = `;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-D.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-A.js", "imports": ["/assets/shell-B.js"], "css": [] }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-A.js");`;

describe("withScriptsAfterLoad", () => {
  const html = withScriptsAfterLoad(page(routerScript));
  const script = /<script nonce="n1" type="module" async="">([\s\S]*)<\/script>/.exec(html)![1]!;

  it("drops React Router's preload links and keeps everything else in place", () => {
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main>');
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
  });

  it("waits for the page to load, then asks for every module the links named", () => {
    expect(script).toMatch(/^await \(function modulesAfterLoad\(modules\)/);
    expect(script).toContain('(["/assets/entry.client-A.js","/assets/shell-B.js","/assets/root-C.js"]);');
  });

  it("imports the route modules under React Router's names, before the rest of its script", () => {
    const routes = 'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);';
    expect(script).toContain(routes);
    expect(script).not.toMatch(/^\s*import \*/m);
    const rest = script.slice(script.indexOf(routes) + routes.length);
    expect(rest).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(rest.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("makes a script a browser can run", () => {
    // A module with top-level await: parsed as an async function body, it must be valid JavaScript.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script.replaceAll(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("leaves a document of another shape alone", () => {
    const withBareImport = page(`import "/assets/polyfill.js";\n${routerScript}`);
    expect(withScriptsAfterLoad(withBareImport)).toBe(withBareImport);
    const withoutEntry = page(routerScript.replace('import("/assets/entry.client-A.js");', ""));
    expect(withScriptsAfterLoad(withoutEntry)).toBe(withoutEntry);
    const noScript = "<html><body><p>Not found</p></body></html>";
    expect(withScriptsAfterLoad(noScript)).toBe(noScript);
  });
});
