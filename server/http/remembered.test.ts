import { remembered } from "./remembered";

describe("a function that remembers its answers", () => {
  it("reads a key once, however often it is asked", () => {
    const read = vi.fn((key: string) => key.length);
    const lengthOf = remembered(read);
    expect([lengthOf("abc"), lengthOf("abc"), lengthOf("de")]).toEqual([3, 3, 2]);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("remembers an undefined answer too", () => {
    const read = vi.fn((_key: string) => undefined);
    const nothing = remembered(read);
    nothing("x");
    nothing("x");
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("holds no more than its size: past it, it starts again", () => {
    const read = vi.fn((key: string) => key.toUpperCase());
    const upper = remembered(read, 2);
    upper("a");
    upper("b");
    upper("c");
    expect(read).toHaveBeenCalledTimes(3);
    // "a" went when "c" came: read again; "c" stayed.
    upper("a");
    upper("c");
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("reads a long key every time, keeping nothing of it", () => {
    const read = vi.fn((key: string) => key.length);
    const lengthOf = remembered(read);
    const long = "x".repeat(1_000);
    expect(lengthOf(long)).toBe(1_000);
    expect(lengthOf(long)).toBe(1_000);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
