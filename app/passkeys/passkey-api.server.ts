import { m } from "~/i18n/paraglide/messages.js";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";

import { problem } from "~/identity/api-answers.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { isUnavailable } from "~/database/database.server";
import { spendPasskeyAttempt } from "./passkey-rate-limit.server";
import { PasskeyRefused } from "./passkey-refused";
import { requestFactsContext } from "~/platform/request-context.server";

type Exchange<T> = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** What the address is for, in the words of the 405 answer: "ask for a passkey challenge". */
  purpose: string;
  /** The body's schema; without one the body is not read. */
  body?: z.ZodType<T>;
  run: (body: T) => Promise<Response>;
};

/**
 * One request of the passkey API, from the site's own pages: POST only, within the rate limit,
 * its JSON body checked. A refusal of the passkey is the sender's 4xx with words to show; a
 * database or identity provider that does not answer is a 503, and nothing was kept.
 */
export async function passkeyExchange<T = undefined>({ request, context, purpose, body, run }: Exchange<T>): Promise<Response> {
  if (request.method !== "POST") return problem(405, `Use POST to ${purpose}.`, { Allow: "POST" });
  if (!isSameOrigin(request)) return problem(403, "Passkeys can only be used from this site's own pages.");
  const spend = await spendPasskeyAttempt(context.get(requestFactsContext).clientAddress);
  if (!spend.allowed) {
    return problem(429, m.api_passkey_too_many(), { "Retry-After": String(spend.retryAfter) });
  }
  let parsed: T = undefined as T;
  if (body) {
    const json: unknown = await request.json().catch(() => undefined);
    const result = body.safeParse(json);
    if (!result.success) return problem(400, m.api_passkey_not_understood());
    parsed = result.data;
  }
  try {
    return await run(parsed);
  } catch (error) {
    if (error instanceof PasskeyRefused) return problem(error.status, error.message);
    // A row the database's own checks refused: what was sent was wrong, however it got past ours.
    if (isCheckViolation(error)) return problem(400, m.api_passkey_not_understood());
    if (isUnavailable(error)) {
      console.error(`A passkey request found the database unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return problem(503, m.api_passkey_unavailable());
    }
    console.error("A passkey request failed:", error);
    return problem(503, m.api_passkey_unavailable());
  }
}

/** The address answers POST only: a GET (a link followed, a prefetch) is told so. */
export const postOnly = (purpose: string) => () => problem(405, `Use POST to ${purpose}.`, { Allow: "POST" });

type EndpointArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * An address of the passkey API, as its route module exports it: its action (an exchange, see
 * above) and its loader (POST only). `run` is given the checked body and the request.
 */
export function passkeyEndpoint<T = undefined>({
  purpose,
  body,
  run,
}: {
  purpose: string;
  body?: z.ZodType<T>;
  run: (body: T, args: EndpointArgs) => Promise<Response>;
}) {
  return {
    action: (args: EndpointArgs) => passkeyExchange({ ...args, purpose, body, run: (parsed: T) => run(parsed, args) }),
    loader: postOnly(purpose),
  };
}

/** A JSON answer no cache keeps: a challenge, a token or a passkey is for this one request. */
export function passkeyAnswer(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** PostgreSQL's check_violation (23514), itself or as the cause drizzle wraps it in. */
function isCheckViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return (code ?? cause?.code) === "23514";
}
