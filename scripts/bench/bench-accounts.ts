import { randomUUID } from "node:crypto";

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as { idToken: string; localId: string };
}

/** What each account is made with: a verified address (a booking needs one), and staff when asked. */
type AccountKind = { staff?: boolean; name?: string };

/**
 * `count` accounts on the site's emulator, each with a session on the site (many people, not
 * one person many times): their cookies. Made 32 at a time.
 */
export async function accountSessions(
  origin: string,
  emulator: string,
  count: number,
  { staff = false, name = "Bench Learner" }: AccountKind = {},
) {
  const api = `${emulator}/identitytoolkit.googleapis.com/v1`;
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: `bench-${randomUUID()}-${index}@example.com`,
    password: "benchmark-password",
  }));
  for (let index = 0; index < accounts.length; index += 32) {
    await Promise.all(
      accounts.slice(index, index + 32).map(async (account) => {
        const { localId } = await postJson(`${api}/accounts:signUp?key=demo-api-key`, { ...account, displayName: name });
        // As following the emailed link would, and as `npm run admin -- grant` would.
        await postJson(
          `${api}/projects/demo-brightline/accounts:update`,
          { localId, emailVerified: true, ...(staff && { customAttributes: JSON.stringify({ admin: true }) }) },
          { Authorization: "Bearer owner" },
        );
      }),
    );
  }
  // The emulator counts a token issued in the second of the sign-up as revoked: sign in anew.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const cookies: string[] = [];
  for (let index = 0; index < accounts.length; index += 32) {
    cookies.push(
      ...(await Promise.all(
        accounts.slice(index, index + 32).map(async (account) => {
          const { idToken } = await postJson(`${api}/accounts:signInWithPassword?key=demo-api-key`, {
            ...account,
            returnSecureToken: true,
          });
          const session = await fetch(`${origin}/auth/session`, {
            method: "POST",
            headers: { Authorization: `Bearer ${idToken}`, Origin: origin },
          });
          const cookie = session.headers.get("set-cookie")?.split(";")[0];
          if (!cookie) throw new Error(`The site made no session cookie: ${session.status}`);
          return cookie;
        }),
      )),
    );
  }
  return cookies;
}
