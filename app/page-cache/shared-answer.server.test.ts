import { describe, expect, it } from "vitest";
import { liveSharedPageCacheControl, SHARED_PAGE_CACHE_CONTROL, sharedPageLifetime } from "./shared-answer.server";

describe("sharedPageLifetime", () => {
  it("keeps a shared page for the cache's usual time, and a live one for the seconds it gives", () => {
    expect(sharedPageLifetime(SHARED_PAGE_CACHE_CONTROL)).toBe("usual");
    expect(sharedPageLifetime(liveSharedPageCacheControl(5))).toBe(5_000);
    expect(liveSharedPageCacheControl(5)).toBe("public, max-age=0, must-revalidate, s-maxage=5");
  });

  it("keeps nothing else: personal pages, errors, a malformed age", () => {
    for (const other of [
      "private, no-store",
      "no-store",
      undefined,
      5,
      "public, max-age=0, must-revalidate, s-maxage=",
      `${liveSharedPageCacheControl(5)}, private`,
      "public, max-age=0, must-revalidate, s-maxage=0",
    ]) {
      expect(sharedPageLifetime(other)).toBeUndefined();
    }
  });
});
