import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import {
  accountShape,
  renderAccountCorner,
  PERSONAL_PAGE_HEADER,
  STAND_IN_HEADER,
  standInHeaderValue,
  standInKey,
  standInTokens,
  standInUser,
  type StandInVariant,
  visitorSession,
} from "~/entry.server";
import { chooseEncoding, isStandInRequest, mayCarrySession } from "./page-request";
import { LARGEST_CACHED_PAGE, PER_RESPONSE_HEADERS } from "./page-cache";
import { RENDERED_PAGE_BROTLI } from "./rendered-page-brotli";
import { type PersonalTemplate, personalPage, type StandInRender, templateFrom } from "./personal-template";

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * A page's template with what every copy of it is sent with; "none" for a page that is rendered
 * for each visitor; "seen" for an address viewed once, which gets a template if it is viewed again.
 */
type Entry = { template: PersonalTemplate; headers: string[]; policy: string } | "none" | "seen";

const MAX_BUILDS_AT_ONCE = 4;
/** Past this, a stand-in's render is given up: the build's place is freed for others. */
const STAND_IN_TIMEOUT_MS = 10_000;

type Options = {
  /** Bytes the templates may hold in all. */
  maxBytes: number;
  /** How long a template (or the finding that a page has none) is kept. */
  maxAgeMs?: number;
  /** Where this server itself listens, once it does: its own stand-in requests go there. */
  origin: () => string | undefined;
  /** The site's own host (SITE_URL's), which the stand-in requests name: the server answers no other (server/own-hosts.ts). */
  host: string;
};

/**
 * Signed-in visitors' pages made without a render (decision 15). For each address and shape of
 * person (auth/stand-in.ts), the server asks itself for the page as two stand-ins would see it,
 * and keeps it when the two differ only in the account corner and the data; each visitor's copy
 * is then that page with their corner and details put in. Until then, and for a page that shows
 * its visitor anywhere else or asks for a fresh session check, the app renders as before.
 */
export class PersonalPages {
  readonly #entries: LRUCache<string, Entry>;
  readonly #building = new Set<string>();
  readonly #origin: () => string | undefined;
  readonly #host: string;

  constructor({ maxBytes, maxAgeMs = 10 * 60_000, origin, host }: Options) {
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) =>
        (typeof entry === "string" ? 0 : Buffer.byteLength(entry.template.before) + Buffer.byteLength(entry.template.after)) +
        key.length +
        200,
      ttl: maxAgeMs,
      ttlResolution: 0,
    });
    this.#origin = origin;
    this.#host = host;
  }

  /**
   * A browser's GET of a page of this site (it asks for HTML), with what may be a session: the
   * only requests this can answer. Files, data requests and the API go straight to the app,
   * with one session check, and cost no stand-in renders.
   */
  wants(req: IncomingMessage): boolean {
    return (
      req.method === "GET" &&
      isSitePath(req.url) &&
      (req.headers.accept ?? "").includes("text/html") &&
      mayCarrySession(req.headers.cookie) &&
      !isStandInRequest(req)
    );
  }

  /** Answers the visitor from a template, true when it did; otherwise the app must answer. */
  async send(req: IncomingMessage, res: ServerResponse, isDraining: () => boolean = () => false): Promise<boolean> {
    if (!this.wants(req)) return false;
    const session = await visitorSession(req.headers.cookie);
    // Signed out, or a cookie to clear: the app says so.
    if (!session.user || session.setCookie) return false;
    const shape = accountShape(session.user);
    const key = `${shape} ${req.url!}`;
    const entry = this.#entries.get(key);
    // An address is worth two stand-in renders once it is viewed a second time: one-off
    // addresses (a query string made up for each request, say) cost the site nothing more.
    if (entry === undefined) {
      this.#entries.set(key, "seen");
      return false;
    }
    if (entry === "seen") {
      void this.#build(key, req.url!, shape);
      return false;
    }
    if (entry === "none") return false;

    const requestId = randomUUID();
    const page = personalPage(
      entry.template,
      { visitor: session.user, corner: renderAccountCorner(session.user), requestId },
      entry.policy,
    );
    const html = Buffer.from(page.html, "utf8");
    const encoding = chooseEncoding(req);
    const body =
      encoding === "br"
        ? await compressWithBrotli(html, {
            params: { ...RENDERED_PAGE_BROTLI, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
          })
        : encoding === "gzip"
          ? await compressWithGzip(html)
          : html;
    // A server that began to stop meanwhile answers through the app, which closes the connection.
    if (isDraining()) return false;
    const headers = [...entry.headers, "Content-Security-Policy", page.policy, "Vary", "Accept-Encoding", "X-Request-Id", requestId];
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(body.length));
    res.writeHead(200, headers);
    res.end(body);
    return true;
  }

  /** Asks for the page as both stand-ins, and keeps what they make (once at a time per page). */
  async #build(key: string, url: string, shape: string): Promise<void> {
    const origin = this.#origin();
    // A few at a time: a signed-in visitor asking for many new addresses costs the site at most
    // a few stand-in renders at once, besides their own.
    if (!origin || this.#building.has(key) || this.#building.size >= MAX_BUILDS_AT_ONCE) return;
    this.#building.add(key);
    try {
      const [a, b] = await Promise.all([
        standInPage(origin, this.#host, url, shape, "a"),
        standInPage(origin, this.#host, url, shape, "b"),
      ]);
      const template = a && b ? templateFrom(a.render, b.render, standInKey()) : null;
      this.#entries.set(key, template && a ? { template, headers: a.headers, policy: a.policy } : "none");
    } catch {
      // The server could not ask itself (it is stopping, say): the app keeps answering.
    } finally {
      this.#building.delete(key);
    }
  }
}

/**
 * A path of this site as a browser sends it ("/faq?x=1"). Not the absolute form a proxy is sent
 * ("GET http://elsewhere/ HTTP/1.1"), nor "//host" or "/\\host", which URL parsing reads as
 * another host: the stand-in requests, which carry the key, must go to this server only.
 */
export function isSitePath(url: string | undefined): url is string {
  if (url === undefined || !url.startsWith("/")) return false;
  const base = "http://site.invalid";
  return URL.parse(url, base)?.origin === base;
}

type StandInPage = { render: StandInRender; headers: string[]; policy: string };

/** The page at `url` as this stand-in sees it, or null when it is not one to share (not a 200 HTML page, a cookie, a sensitive page). */
async function standInPage(origin: string, host: string, url: string, shape: string, variant: StandInVariant): Promise<StandInPage | null> {
  const { hostname, port } = new URL(origin);
  const response = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // The path as the visitor sent it (isSitePath checked it), to this server alone, on a
    // connection of its own closed after: nothing of the server's own lingers at shutdown.
    const request = http.get(
      {
        host: hostname.replace(/^\[|\]$/g, ""),
        port,
        path: url,
        agent: false,
        timeout: STAND_IN_TIMEOUT_MS,
        headers: { host, [STAND_IN_HEADER]: standInHeaderValue(shape, variant), accept: "text/html" },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let length = 0;
        answer.on("data", (chunk: Buffer) => {
          length += chunk.length;
          // Too big to keep: stop reading, and the page is rendered for each visitor.
          if (length > LARGEST_CACHED_PAGE) return void request.destroy(new Error("The page is too large to keep"));
          chunks.push(chunk);
        });
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("The server took too long to render a stand-in's page")));
    request.on("error", reject);
  });
  const { status, headers, body } = response;
  const policy = String(headers["content-security-policy"] ?? "");
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (
    status !== 200 ||
    !String(headers["content-type"] ?? "").startsWith("text/html") ||
    headers["set-cookie"] !== undefined ||
    headers[PERSONAL_PAGE_HEADER] !== undefined ||
    headers["content-encoding"] !== undefined ||
    body.length > LARGEST_CACHED_PAGE ||
    !nonce
  )
    return null;
  const requestId = headers["x-request-id"];
  if (typeof requestId !== "string" || requestId === "") return null;
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name) || name === "content-security-policy" || name === PERSONAL_PAGE_HEADER)
      continue;
    flat.push(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return {
    render: {
      html: body.toString("utf8"),
      nonce,
      requestId,
      corner: renderAccountCorner(standInUser(shape, variant, standInKey())),
      placeholders: standInTokens(variant, standInKey()),
    },
    headers: flat,
    policy,
  };
}
