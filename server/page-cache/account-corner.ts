import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { RunningApp } from "~/door/door.server";
import { factsOf } from "../http/request-facts";
import { anonymousCornerIn } from "./anonymous-corner";
import { type GzipPiece, gzipOf, type LastPiece, middlePiece } from "./gzip-pieces";

/** What the corners ask of the app: who a visitor is, and their corner's HTML. */
export type Visitors = Pick<RunningApp, "visitorSession" | "mayCarrySession" | "languages" | "accountCorner">;
type SessionState = Awaited<ReturnType<Visitors["visitorSession"]>>;
type AccountUser = NonNullable<SessionState["user"]>;

/**
 * The account corner of a signed-in visitor's copy of a shared page (decision 24). A shared page
 * is rendered for nobody: it carries nobody's corner (the Login link) in its slot, and the
 * visitor's corner, rendered here from their session and escaped by React, takes its place.
 */
export class AccountCorners {
  /** Nobody's corner in each language, exactly as a page in it writes it. */
  readonly anonymous: ReadonlyMap<string, string>;
  readonly #visitors: Visitors;
  readonly #corners = new LRUCache<string, GzipPiece>({ max: 10_000 });

  constructor(visitors: Visitors) {
    this.#visitors = visitors;
    this.anonymous = new Map(visitors.languages.map((language) => [language, visitors.accountCorner(null, language)]));
  }

  /** Who the request's session cookie says is signed in, checked as an ordinary page checks it. */
  visitor(cookieHeader: string | undefined): Promise<SessionState> {
    return this.#visitors.visitorSession(cookieHeader);
  }

  /** Whether a request's Cookie header carries a session, or might: it then gets its own copy of a shared page. */
  mayCarrySession(cookieHeader: string | undefined): boolean {
    return this.#visitors.mayCarrySession(cookieHeader);
  }

  /** This person's corner in a page's language, in its slot, ready to go into a gzip body (see gzip-pieces.ts). */
  cornerOf(user: AccountUser, language: string): GzipPiece {
    const key = JSON.stringify([language, user.uid, user.displayName, user.email, user.photoURL]);
    let piece = this.#corners.get(key);
    if (!piece) {
      piece = middlePiece(Buffer.from(this.#visitors.accountCorner(user, language), "utf8"), 6);
      this.#corners.set(key, piece);
    }
    return piece;
  }

  /** The page with this person's corner in nobody's place; undefined when the page has no such place, once. */
  withCorner(html: string, user: AccountUser): string | undefined {
    const found = anonymousCornerIn(html, this.anonymous);
    return found && html.slice(0, found.at) + this.cornerOf(user, found.language).bytes.toString("utf8") + html.slice(found.end);
  }
}

type WriteArguments = [chunk: unknown, encoding?: unknown, callback?: unknown];

/**
 * For a rendered shared page asked for with a session cookie: holds the page as the app writes
 * it, then sends the visitor's copy (their corner put in, `private, no-store`, and the cookie
 * cleared when it is no longer good). Runs inside the page capture, which keeps the page as
 * rendered, for everyone; and outside compression, which compresses the copy.
 */
export function cornerForVisitor(corners: AccountCorners): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !corners.mayCarrySession(req.headers.cookie)) return next();
    const write = res.write.bind(res) as (...args: WriteArguments) => boolean;
    const end = res.end.bind(res) as (...args: WriteArguments) => ServerResponse;
    const chunks: Buffer[] = [];
    let held: boolean | undefined;
    const holds = () =>
      (held ??= factsOf(req).pageKind === "shared" && String(res.getHeader("content-type") ?? "").startsWith("text/html"));
    res.write = ((...args: WriteArguments) => {
      if (!holds()) return write(...args);
      if (args[0] !== undefined && args[0] !== null && typeof args[0] !== "function") chunks.push(toBuffer(args[0], args[1]));
      return true;
    }) as typeof res.write;
    res.end = ((...args: WriteArguments) => {
      if (!holds()) return end(...args);
      if (args[0] !== undefined && args[0] !== null && typeof args[0] !== "function") chunks.push(toBuffer(args[0], args[1]));
      void copyFor(req, Buffer.concat(chunks)).then(
        (body) => end(body),
        (error: unknown) => {
          res.destroy(error as Error);
        },
      );
      return res;
    }) as typeof res.end;

    async function copyFor(request: IncomingMessage, page: Buffer): Promise<Buffer> {
      const { user, setCookie } = await corners.visitor(request.headers.cookie);
      res.setHeader("Cache-Control", "private, no-store");
      if (setCookie) res.appendHeader("Set-Cookie", setCookie);
      const copy = user && page.length > 0 ? corners.withCorner(page.toString("utf8"), user) : undefined;
      if (user && page.length > 0 && copy === undefined)
        console.error(`No account corner to fill in ${request.url ?? ""}: sent as rendered.`);
      const body = copy === undefined ? page : Buffer.from(copy, "utf8");
      if (res.hasHeader("content-length")) res.setHeader("Content-Length", String(body.length));
      return body;
    }
    next();
  };
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  return typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
    : Buffer.from(chunk as Uint8Array);
}

/** The gzip body of a cached page with this corner in its slot. */
export function gzipWithCorner(page: { before: GzipPiece; after: LastPiece }, corner: GzipPiece): Buffer {
  return gzipOf([page.before, corner], page.after);
}
