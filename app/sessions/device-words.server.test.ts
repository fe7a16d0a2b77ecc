import { describe, expect, it } from "vitest";
import { deviceWords } from "./device-words.server";

describe("deviceWords", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Microsoft Edge on Windows",
    ],
  ])("names %s as %s", (userAgent, words) => {
    expect(deviceWords(userAgent)).toBe(words);
  });

  it("says it does not know, for no header or one it cannot read", () => {
    expect(deviceWords(null)).toBe("An unknown browser");
    expect(deviceWords("")).toBe("An unknown browser");
    expect(deviceWords("curl/8.5.0")).toBe("A browser");
  });
});
