import { requestFactsContext, UNKNOWN_REQUEST } from "~/platform/request-context.server";
import { RouterContextProvider } from "react-router";

import { answerPasswordCheck, isCommonPassword } from "./common-passwords.server";

const origin = "http://127.0.0.1:3000";

function context(from: string) {
  const provider = new RouterContextProvider();
  provider.set(requestFactsContext, { ...UNKNOWN_REQUEST, clientAddress: from });
  return provider;
}

const check = (body: string, headers: Record<string, string> = { Origin: origin }, method = "POST") =>
  new Request(`${origin}/auth/password-check`, { method, headers: { "Content-Type": "application/json", ...headers }, body });

describe("common passwords", () => {
  it("include the breached lists' favourites, with digits or a mark after them, and the site's own name", () => {
    for (const password of ["password", "Password1", "qwerty123!", "iloveyou", "letmein", "Brightline", "brightline2026"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ["correct-horse-9", "analytical engine at dusk", "Tuesdays at the Paintworks"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  it("are answered to the site's own pages only, and say nothing but whether a password is one", async () => {
    const answer = await answerPasswordCheck(check(JSON.stringify({ password: "password1" })), context("10.0.2.1"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.json()).toEqual({ common: true });
    const fine = await answerPasswordCheck(check(JSON.stringify({ password: "correct-horse-9" })), context("10.0.2.1"));
    expect(await fine.json()).toEqual({ common: false });
    expect((await answerPasswordCheck(check("{}", { Origin: "https://elsewhere.example" }), context("10.0.2.1"))).status).toBe(403);
    expect((await answerPasswordCheck(check("not json"), context("10.0.2.1"))).status).toBe(400);
    expect((await answerPasswordCheck(check(JSON.stringify({ password: "x".repeat(300) })), context("10.0.2.1"))).status).toBe(400);
  });

  it("are checked 30 times a minute from one address at most", async () => {
    const statuses = [];
    for (let ask = 1; ask <= 31; ask++) {
      statuses.push((await answerPasswordCheck(check(JSON.stringify({ password: "hunter2" })), context("10.0.2.9"))).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
