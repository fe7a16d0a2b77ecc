import { rateLimitKey } from "./client-address";

describe("rateLimitKey", () => {
  it("counts an IPv4 address as itself, also when Node writes it IPv4-mapped", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts every address of one IPv6 /64 together, and other /64s apart", () => {
    const key = rateLimitKey("2001:db8:1:2:aaaa::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
  });

  it("puts what is not an address in one bucket", () => {
    expect(rateLimitKey(undefined)).toBe("unknown");
    expect(rateLimitKey("not an address")).toBe("unknown");
  });
});
