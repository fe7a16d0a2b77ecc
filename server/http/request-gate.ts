import type { Request, RequestHandler, Response } from "express";
import type { ServerBuild } from "react-router";
import typeIs from "type-is";
import { pageRequestsOf } from "~/door/door.server";
import { factsOf } from "./request-facts";

/** The largest body each kind may have: forms carry a few fields, JSON a small report. */
export const BODY_LIMITS = { form: 64 * 1024, json: 16 * 1024 } as const;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The origin React Router's adapter gives the request: it compares a form's Origin with it. */
function requestOrigin(req: Request): string | undefined {
  const host = (req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined) ?? req.get("host");
  return URL.parse(`${req.protocol}://${host}`)?.origin;
}

/** A browser asking for a page, not React Router's data request nor a script. */
function isPageRequest(req: Request): boolean {
  return !req.path.endsWith(".data") && (req.get("accept") ?? "").includes("text/html");
}

/** The most of a refused body read and dropped rather than cut off: nginx's largest `client_max_body_size` (deploy/nginx). */
const DRAINED_AT_MOST = 16 * 1024 * 1024;

/** A refusal in plain words, which no cache keeps: it says what was wrong with this one request. */
function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .type("text/plain; charset=utf-8")
    .send(`${message}\n`);
}

/**
 * Answers what the site cannot take before React Router reads a byte of it, in plain words:
 * a method the address does not answer (405, with Allow), a body of a kind its action does not
 * read (415), a body over the limit for its kind (413) or without a stated length (411), a
 * form from another site's page or sent to another of its host names (403), an address with
 * a broken %-escape or a target that is not a path (400).
 * OPTIONS gets the Allow list. None of these is a server error, so none is logged as one.
 */
export function requestGate(build: () => Promise<ServerBuild>, allowedOrigins: readonly string[]): RequestHandler {
  let table: { build: ServerBuild; classify: ReturnType<typeof pageRequestsOf> } | undefined;
  return (req, res, next) => {
    void build()
      .then((current) => {
        // Only a path: an absolute URL or `*` as the target is for proxies, not for this site.
        if (!req.url.startsWith("/")) return refuse(res, 400, "Ask for a path on this site, such as /.");
        if (table?.build !== current) table = { build: current, classify: pageRequestsOf(current) };
        // How the app answers this address, as the page cache keys it (app/door/page-routes.server.ts).
        const asked = table.classify(req.url);
        if (!asked) return refuse(res, 400, "That address is not valid: it has a broken %-escape.");
        const { route } = asked;
        const facts = factsOf(req);
        // Whether a page may read the session (decision 24).
        facts.pageKind = route.kind ?? null;
        if (req.method === "GET" || req.method === "HEAD") {
          // A shared page's data request goes to its own address first (308).
          if (asked.answeredAt) return void res.status(308).set({ Location: asked.answeredAt, "Cache-Control": "no-store" }).end();
          // A shared page is rendered for the address the page cache keeps it under.
          if (asked.key !== req.url) req.url = req.originalUrl = asked.key;
        }
        const allow = route.methods.join(", ");
        if (req.method === "OPTIONS") return void res.status(204).set("Allow", allow).end();
        if (!route.methods.includes(req.method)) {
          // A browser's form post gets the site's own error page, as a GET that renders the
          // 405 screen (root.tsx); anything else a line of text.
          if (route.page && isPageRequest(req)) {
            res.set({ Allow: allow, Connection: "close" });
            facts.refusedStatus = 405;
            req.method = "GET";
            return next();
          }
          return refuse(res, 405, `This address does not accept ${req.method} requests. It accepts ${allow}.`, { Allow: allow });
        }
        // A browser names the page a form or fetch came from: another site's is refused here,
        // as a request, rather than by React Router's own check, as a server error.
        const origin = req.get("origin");
        const foreign = origin !== undefined && (!allowedOrigins.includes(origin) || origin !== requestOrigin(req));
        if (req.method !== "GET" && req.method !== "HEAD" && foreign) {
          return refuse(res, 403, "Forms on this site can only be sent from its own pages, at its own address.");
        }
        // A fetch with no body still says Content-Length: 0.
        if (!typeIs.hasBody(req) || req.get("content-length") === "0") return next();

        const kind = typeIs(req, FORM_TYPES) ? "form" : route.acceptsJson && typeIs(req, ["application/json"]) ? "json" : undefined;
        if (!kind || !route.methods.includes("POST")) {
          const reads = route.acceptsJson ? "forms and JSON" : "forms";
          return refuse(res, 415, `This address reads ${reads}, not ${req.get("content-type") ?? "a body of no stated type"}.`);
        }
        const length = req.get("content-length");
        // Whatever is not read is not drained either: the connection closes after the answer.
        if (length === undefined) return refuse(res, 411, "Send the length of the body (Content-Length).", { Connection: "close" });
        const multipart = typeIs(req, ["multipart/form-data"]);
        const limit =
          kind === "form" ? (multipart && route.uploadLimit) || route.formLimit || BODY_LIMITS.form : route.jsonLimit || BODY_LIMITS.json;
        if (Number(length) > limit) {
          const message = `That is more than this address accepts: at most ${limit / 1024} KB.`;
          // A claim past what any address takes is refused on its header, and the connection closed.
          if (Number(length) > DRAINED_AT_MOST) return refuse(res, 413, message, { Connection: "close" });
          // Otherwise read and dropped first, unparsed: nginx sends a body whole before it reads an
          // answer, and a connection closed under it turned this 413 into its 502.
          req.resume();
          req.once("end", () => refuse(res, 413, message));
          req.once("error", () => undefined);
          return;
        }
        next();
      })
      .catch(next);
  };
}
