import { describe, expect, it } from "vitest";
import { coarseNetwork, networkWords } from "./coarse-network.server";

describe("coarseNetwork", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48, never the address", () => {
    expect(coarseNetwork("203.0.113.97")).toBe("203.0.113.0/24");
    expect(coarseNetwork("2001:db8:abcd:12:34::9")).toBe("2001:db8:abcd::/48");
  });

  it("reads an IPv4 address written as IPv6 as the IPv4 address", () => {
    expect(coarseNetwork("::ffff:198.51.100.200")).toBe("198.51.100.0/24");
  });

  it("names this computer and private networks rather than showing their addresses", () => {
    expect(coarseNetwork("127.0.0.1")).toBe("loopback");
    expect(coarseNetwork("::1")).toBe("loopback");
    expect(coarseNetwork("192.168.1.20")).toBe("private");
    expect(coarseNetwork("10.4.5.6")).toBe("private");
    expect(coarseNetwork("fd12:3456::1")).toBe("private");
  });

  it("keeps nothing for what is not an address", () => {
    expect(coarseNetwork("unknown")).toBeUndefined();
    expect(coarseNetwork("")).toBeUndefined();
  });
});

describe("networkWords", () => {
  it("says where a device signed in from, and nothing for a session from before it was kept", () => {
    expect(networkWords("203.0.113.0/24")).toBe("from network 203.0.113.0/24");
    expect(networkWords("loopback")).toBe("from this computer");
    expect(networkWords("private")).toBe("from a private network");
    expect(networkWords(null)).toBeUndefined();
  });
});
