import { get } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { installSettings, readSettings, settings } from "~/platform/settings.server";
import { makeContentImage, storeContentImage } from "~/content-images/content-image.server";
import { closeDatabase } from "~/database/database.server";
import { makeProfilePhoto, storeProfilePhoto } from "~/profile-photos/profile-photo.server";
import * as contentImages from "~/routes/content-images";
import * as photos from "~/routes/photos";
import { useTestDatabase } from "~tests/support/test-databases";
import { cameraPhoto } from "~tests/support/test-images";
import { giveRequestFacts } from "./http/request-facts";
import { securityHeaders } from "./http/security-headers";

/**
 * The site's front as server/app.ts orders it (compression, each request's facts, the security
 * headers) before React Router's Express adapter, with the two image routes of the real route
 * table: the adapter adds a route's headers to those the front has set (`res.append`), so a
 * header both set is sent twice.
 */
function imageServer(): express.Express {
  const route = (id: string, path: string, module: object) => ({
    id,
    parentId: "root",
    path,
    index: undefined,
    caseSensitive: undefined,
    module,
  });
  const build = {
    entry: { module: { default: () => new Response("No page is rendered here.", { status: 500 }) } },
    routes: {
      root: { id: "root", path: "", index: undefined, caseSensitive: undefined, module: {} },
      "routes/content-images": route("routes/content-images", "content-images/:file", contentImages),
      "routes/photos": route("routes/photos", "photos/:file", photos),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    // Without middleware: these routes read no context.
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const app = express();
  app.use(compression(), giveRequestFacts, securityHeaders(settings()));
  app.use(createRequestHandler({ build }));
  return app;
}

/** The names of the headers an answer carries, as sent: one entry each time a header is written. */
function headerNames(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get(url, (answer) => {
      answer.resume();
      resolve(answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()));
    }).on("error", reject);
  });
}

describe("a studio image and a profile photo over HTTP", () => {
  const test = useTestDatabase("PGlite");
  const before = settings();
  let origin = "";
  let close = () => {};
  let imageSrc = "";
  let photoHash = "";

  beforeAll(async () => {
    // The routes read the database the settings name, as the site's do.
    installSettings(readSettings({ DATABASE_URL: test.url() }));
    const image = await makeContentImage(await cameraPhoto(600, 400));
    const photo = await makeProfilePhoto(await cameraPhoto(600, 400));
    if (!image.ok || !photo.ok) throw new Error("the test pictures were refused");
    await storeContentImage(test.db(), image.image, "A red square", "ada@example.com");
    imageSrc = image.image.src;
    photoHash = await storeProfilePhoto(test.db(), "ada", photo.image);
    const server = imageServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(async () => {
    close();
    await closeDatabase();
    installSettings(before);
  });

  it("says nosniff once, and every other header once", async () => {
    for (const path of [imageSrc, `/photos/${photoHash}.webp`]) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type"), path).toBe("image/webp");
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      const names = await headerNames(`${origin}${path}`);
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        path,
      ).toEqual([]);
    }
  });
});
