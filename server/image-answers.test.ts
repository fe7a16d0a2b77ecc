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
import * as shareImages from "~/routes/share-images";
import { SHARE_IMAGE_BUSY, shareImage } from "~/content-images/share-image.server";
import { COVER_FOCUS } from "~/content-images/share-image";
import sharp from "sharp";
import { useTestDatabase } from "~tests/support/test-databases";
import { cameraPhoto } from "~tests/support/test-images";
import { giveRequestFacts } from "./http/request-facts";
import { securityHeaders } from "./http/security-headers";

/**
 * The site's front as server/app.ts orders it (compression, each request's facts, the security
 * headers) before React Router's Express adapter, with the image routes of the real route
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
      "routes/share-images": route("routes/share-images", "share-images/:focus/*", shareImages),
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

/** A picture red in its top half and blue in its bottom half, as a PNG. */
function redOverBlue(width: number, height: number): Promise<Buffer> {
  const half = { width, height: height / 2, channels: 3 as const };
  return sharp({ create: { ...half, height, background: "#ff0000" } })
    .composite([{ input: { create: { ...half, background: "#0000ff" } }, top: height / 2, left: 0 }])
    .png()
    .toBuffer();
}

/** The status of a GET of `url`, its path sent as it is written. */
function rawStatus(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    }).on("error", reject);
  });
}

/** The colour at the middle of a JPEG, as red, green and blue. */
async function middleColour(bytes: ArrayBuffer): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(bytes)).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe("a studio image and a profile photo over HTTP", () => {
  const test = useTestDatabase("PGlite");
  const before = settings();
  let origin = "";
  let close = () => {};
  let imageSrc = "";
  let tallSrc = "";
  let photoHash = "";

  beforeAll(async () => {
    // The routes read the database the settings name, as the site's do.
    installSettings(readSettings({ DATABASE_URL: test.url() }));
    const image = await makeContentImage(await cameraPhoto(600, 400));
    const photo = await makeProfilePhoto(await cameraPhoto(600, 400));
    if (!image.ok || !photo.ok) throw new Error("the test pictures were refused");
    await storeContentImage(test.db(), image.image, "A red square", "ada@example.com");
    imageSrc = image.image.src;
    const tall = await makeContentImage(await redOverBlue(600, 900));
    if (!tall.ok) throw new Error("the tall test picture was refused");
    await storeContentImage(test.db(), tall.image, "Red over blue", "ada@example.com");
    tallSrc = tall.image.src;
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

  it("makes a few share cards at once and refuses more, making each one once however often it is asked for", async () => {
    const cover = "/images/blog/accessible-forms-and-error-messages.svg";
    const asked = await Promise.all([
      shareImage(test.db(), cover, "top"),
      shareImage(test.db(), cover, "top"),
      ...COVER_FOCUS.filter((focus) => focus !== "top").map((focus) => shareImage(test.db(), cover, focus)),
    ]);
    // The same card twice is one making, and the same bytes.
    expect(asked[0]).toBeInstanceOf(Buffer);
    expect(asked[1]).toBe(asked[0]);
    const made = asked.filter((card) => card instanceof Buffer);
    expect(made.length).toBe(4);
    expect(asked.filter((card) => card === SHARE_IMAGE_BUSY).length).toBe(COVER_FOCUS.length + 1 - made.length);
  });

  it("cuts a cover to a share card's shape around its focus, a drawing too, and nothing outside the covers (issue 64, item 10)", async () => {
    const card = async (path: string) => {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("content-type"), path).toBe("image/jpeg");
      // A studio image's card for good; a repository file's, whose name a release may keep, for an hour.
      const cached = path.includes("/content-images/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
      expect(answer.headers.get("cache-control"), path).toBe(cached);
      const bytes = await answer.arrayBuffer();
      expect(await sharp(Buffer.from(bytes)).metadata(), path).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
      return bytes;
    };
    // A tall picture: the card keeps its top, or its bottom, as the editor said.
    const [red, , blueOfRed] = await middleColour(await card(`/share-images/top${tallSrc}.jpg`));
    expect(red).toBeGreaterThan(200);
    expect(blueOfRed).toBeLessThan(60);
    const [redOfBlue, , blue] = await middleColour(await card(`/share-images/bottom${tallSrc}.jpg`));
    expect(blue).toBeGreaterThan(200);
    expect(redOfBlue).toBeLessThan(60);
    // A repository's drawing, as the shipped posts' covers are.
    await card("/share-images/centre/images/blog/dark-mode-that-follows-the-system.svg.jpg");
    for (const path of [
      "/share-images/middle/images/blog/dark-mode-that-follows-the-system.svg.jpg",
      "/share-images/centre/images/blog/no-such-cover.svg.jpg",
      "/share-images/centre/images/..%2f..%2fpackage.json.jpg",
      `/share-images/centre${imageSrc.replace(/[0-9a-f]{32}/, "0".repeat(32))}.jpg`,
      // A narrower width of a studio image is no cover's address: the same card again.
      `/share-images/centre${tallSrc.replace(/-\d+\.webp$/, "-480.webp")}.jpg`,
    ]) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    }
    // As sent, not as fetch would tidy it: a way up the folders, percent-encoded.
    expect(await rawStatus(`${origin}/share-images/centre/images/%2e%2e/%2e%2e/package.json.jpg`)).toBe(404);
    expect(await rawStatus(`${origin}/share-images/top%2Fimages/blog/dark-mode-that-follows-the-system.svg.jpg`)).toBe(404);
  });
});
