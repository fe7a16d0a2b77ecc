import ipaddr from "ipaddr.js";

/**
 * The key a visitor's requests are counted under for rate limits. An IPv4 address is one
 * visitor; an IPv6 visitor usually holds a whole /64 and could otherwise take a new address,
 * and a new allowance, for every request.
 */
export function rateLimitKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).toNormalizedString().split(":").slice(0, 4).join(":");
  return `${prefix}::/64`;
}
