import { m } from "~/i18n/paraglide/messages.js";
import { dictionary } from "@zxcvbn-ts/language-common";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";

import { site } from "~/config/site";
import { problem } from "./api-answers.server";
import { isSameOrigin } from "~/platform/request-origin.server";
import { createSessionLimiter } from "~/sessions/session-rate-limit.server";
import { requestFactsContext } from "~/platform/request-context.server";

/**
 * The passwords people choose most and attackers try first: zxcvbn-ts's list of common passwords
 * (about 49,000, from breached password lists, kept offline in the package), plus the site's own
 * name, as NIST SP 800-63B asks of a new password. Read once, on first use.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set([...(dictionary["passwords-common"] as string[]), ...siteWords()]);
  return common;
}

function siteWords(): string[] {
  const name = site.name.toLowerCase();
  return [name, name.replace(/\s+/g, ""), ...name.split(/\s+/)];
}

/** Whether a new password is too common to be worth having: on the list, or the list's word with digits or a mark after it. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  return list.has(lower) || list.has(lower.replace(/[\d!?.]+$/, ""));
}

const checked = z.object({ password: z.string().min(1).max(256) });
let limit: ReturnType<typeof createSessionLimiter> | undefined;

/**
 * POST /auth/password-check: the account pages ask before a new password goes to the identity
 * provider, which the browser reaches directly. The answer says only whether the password is a
 * common one; nothing is stored or logged.
 */
export async function answerPasswordCheck(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  if (request.method !== "POST") return problem(405, "Use POST to check a password.", { Allow: "POST" });
  if (!isSameOrigin(request)) return problem(403, "Passwords can only be checked from this site's own pages.");
  limit ??= createSessionLimiter(30, "password-check");
  const spend = await limit(context.get(requestFactsContext).clientAddress);
  if (!spend.allowed) return problem(429, m.api_password_check_too_many(), { "Retry-After": String(spend.retryAfter) });
  const asked = checked.safeParse(await request.json().catch(() => undefined));
  if (!asked.success) return problem(400, 'Send the password to check as JSON: { "password": … }.');
  return Response.json({ common: isCommonPassword(asked.data.password) }, { headers: { "Cache-Control": "no-store" } });
}
