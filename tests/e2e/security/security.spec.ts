import { authEmulator } from "../../../playwright.config";
import { expect, expectConsoleErrors, test } from "../support/fixtures";

/** The policy's directives, by name. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

test.describe("security headers", () => {
  test("a page gets a strict Content Security Policy with a nonce of its own", async ({ request }) => {
    // Pages rendered for each request: the sign-in page is personal, never kept (decision 24).
    const [first, second] = await Promise.all([request.get("/login"), request.get("/login")]);
    const policy = directives(first.headers()["content-security-policy"]);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})' 'strict-dynamic'$/.exec(policy.get("script-src") ?? "")?.[1];
    expect(nonce, "script-src is a nonce and strict-dynamic").toBeTruthy();
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    // This site, and the identity provider in use: here the browser tests' emulator.
    expect(policy.get("connect-src")).toBe(`'self' http://127.0.0.1:${authEmulator.port}`);

    // Every script the page carries has this response's nonce; the next response has another.
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    const executable = scripts.filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(directives(second.headers()["content-security-policy"]).get("script-src")).not.toContain(nonce!);
  });

  test("a page kept for every visitor carries no nonce: its scripts are allowed by their hashes, and it runs", async ({
    request,
    page,
  }) => {
    const path = "/faq";
    // A page rendered for one response (a 404 is never kept) carries a nonce.
    const rendered = await request.get(`/no-such-page-${Date.now()}`);
    expect(rendered.headers()["content-security-policy"]).toContain("'nonce-");
    // The cache compresses a page after sending it; the next requests find it there.
    await expect.poll(async () => (await request.get(path)).headers().etag).toBeTruthy();
    const kept = await request.get(path);
    const html = await kept.text();
    expect(html).not.toContain("nonce=");

    const policy = directives(kept.headers()["content-security-policy"]);
    const scriptSources = (policy.get("script-src") ?? "").split(" ");
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.length).toBeGreaterThan(1);
    for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    // Every script the page runs is one of those hashes, so nothing the page wrote is blocked:
    // the fixture fails this test on any policy violation.
    const response = await page.goto(path);
    expect(response!.headers().etag).toBe(kept.headers().etag);
    // Its inline script ran under the hash policy: it fetched the field-data reporter.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/vitals-/.test(entry.name)));
    await page.getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("every response says how it may be framed, sniffed, referred and shared", async ({ request }) => {
    for (const path of ["/", "/projects", "/favicon.svg", "/healthz", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["permissions-policy"], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      // Served over plain http here (SITE_URL is http): HSTS would be ignored, so it is not sent.
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
    // The pages that open a Google window keep their link to it, so it can report back.
    for (const path of ["/login", "/register"]) {
      expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    }
  });

  test("a script the server did not write is blocked, and the test notices", async ({ page, cspViolations, consoleErrors }) => {
    // As if an attacker had slipped markup into the page: a script without this response's nonce.
    await page.route("**/faq", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>document.body.dataset.injected = 'ran'</script></body>");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/faq");
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    expect(cspViolations[0]).toMatch(/^script-src(-elem)? blocked inline/);
    // The detector works; this test expected exactly that violation.
    cspViolations.length = 0;
    expectConsoleErrors(consoleErrors, /Content Security Policy/);
  });
});
