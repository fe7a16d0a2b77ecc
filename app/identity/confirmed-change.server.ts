import { m } from "~/i18n/paraglide/messages.js";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";

import { bearerToken, problem } from "./api-answers.server";
import { recentSignIn } from "~/sessions/recent-sign-in.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { spendSessionRequest } from "~/sessions/session-rate-limit.server";
import { requestFactsContext } from "~/platform/request-context.server";

/** Who asked for the change, once confirmed: their uid, this browser's session, and the address it came from. */
export type ConfirmedAsker = { uid: string; sessionId: string; address: string };

/**
 * An account API that could lock the account's holder out, or let someone else in (logging
 * devices out, removing a way to sign in): POST from the site's own pages only, within the
 * session limit per address, with a JSON body of `body`'s shape, and `Authorization: Bearer <ID
 * token>` from a sign-in of the last five minutes by the session's own person (the page asked
 * for the password again, or Google). Refusals are 4xx in plain words; only an identity provider
 * or database that does not answer is a 503, with `unavailable` as its sentence.
 */
export async function confirmedChange<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    what,
    body,
    unavailable,
    run,
  }: {
    /** What the API does, for its 405: "log devices out". */
    what: string;
    body: z.ZodType<T>;
    unavailable: string;
    run: (asker: ConfirmedAsker, asked: T) => Promise<Response>;
  },
): Promise<Response> {
  if (request.method !== "POST") return problem(405, `Use POST to ${what}.`, { Allow: "POST" });
  if (!isSameOrigin(request)) return problem(403, `You can only ${what} from this site's own pages.`);
  const address = context.get(requestFactsContext).clientAddress;
  const spend = await spendSessionRequest(address);
  if (!spend.allowed) return problem(429, m.api_too_many(), { "Retry-After": String(spend.retryAfter) });
  const token = bearerToken.safeParse(request.headers.get("Authorization") ?? "");
  if (!token.success) return problem(401, m.api_confirm_again());
  const asked = body.safeParse(await request.json().catch(() => undefined));
  if (!asked.success) return problem(400, m.api_not_understood());
  try {
    const signedIn = await recentSignIn(request, token.data);
    if (!signedIn) return problem(401, m.api_confirm_again());
    return await run({ ...signedIn, address }, asked.data);
  } catch (error) {
    console.error(`Could not ${what}:`, error);
    return problem(503, unavailable);
  }
}

/** A confirmed change's answer: never kept by any cache. */
export function changeAnswer(body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { headers: { "Cache-Control": "no-store", ...headers } });
}
