import { useTestSettings } from "~tests/support/test-settings";
import { currentWriteStamp, noteDataWritten } from "./write-stamp.server";

describe("the database's write stamp, without Redis", () => {
  useTestSettings(() => ({ REDIS_URL: "" }));

  it("is none at first, and made then: no kept page counts until it is known (decision 40)", async () => {
    expect(await currentWriteStamp()).toBeUndefined();
    await vi.waitFor(async () => expect(await currentWriteStamp()).toEqual(expect.any(String)));
  });

  it("is the same until a write lands, and new after each", async () => {
    await noteDataWritten();
    const first = await currentWriteStamp();
    expect(first).toEqual(expect.any(String));
    expect(await currentWriteStamp()).toBe(first);
    expect(await noteDataWritten()).toBe(true);
    const second = await currentWriteStamp();
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });
});
