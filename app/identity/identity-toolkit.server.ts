import { settings } from "~/platform/settings.server";

/**
 * The identity provider's REST API (the Identity Toolkit), called from the server with the
 * project's public API key: the same calls the browser SDK makes, so that the pages that need
 * them work without scripts. Google's address, or the emulator's.
 */
function endpoint(method: string): string | undefined {
  const identity = settings().identity;
  if (identity.kind === "emulator")
    return `http://${identity.host}/identitytoolkit.googleapis.com/v1/${method}?key=${identity.browser.apiKey}`;
  if (identity.kind === "project")
    return `https://identitytoolkit.googleapis.com/v1/${method}?key=${encodeURIComponent(identity.browser.apiKey)}`;
  return undefined;
}

/**
 * Its answer: the body, or the refusal's status and message (`INVALID_OOB_CODE`, `TOO_MANY_ATTEMPTS_TRY_LATER`…);
 * status 0 when it could not be reached at all (logged here).
 */
export type ToolkitAnswer = { ok: true; body: unknown } | { ok: false; status: number; message: string };

/** POSTs `body` to one of its methods ("accounts:update"), with a 10-second limit. */
export async function postToIdentityToolkit(method: string, body: Record<string, unknown>): Promise<ToolkitAnswer> {
  const url = endpoint(method);
  if (!url) return { ok: false, status: 0, message: "no identity provider is configured" };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, body: answer };
    const message = (answer as { error?: { message?: unknown } } | undefined)?.error?.message;
    return { ok: false, status: response.status, message: typeof message === "string" ? message : "" };
  } catch (error) {
    console.error(`Could not reach the identity provider (${method}):`, error);
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}
