import ipaddr from "ipaddr.js";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * Where a sign-in came from, as coarse as a person needs to tell their devices apart and no
 * finer: the address's network (an IPv4 /24 or an IPv6 /48), "loopback" for this computer,
 * "private" for a home or office network's own addresses. The full address is never kept.
 * Undefined when the address is not one (a request whose address the server did not know).
 */
export function coarseNetwork(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  // An IPv4 address as IPv6 (::ffff:203.0.113.9) is the IPv4 address.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === "loopback") return "loopback";
  if (range === "private" || range === "uniqueLocal" || range === "linkLocal" || range === "carrierGradeNat") return "private";
  const prefix = parsed.kind() === "ipv4" ? 24 : 48;
  const network = ipaddr.parse(ipaddr.fromByteArray(maskedBytes(parsed.toByteArray(), prefix)).toString());
  return `${network.toString()}/${prefix}`;
}

function maskedBytes(bytes: number[], prefix: number): number[] {
  return bytes.map((byte, index) => {
    const kept = Math.max(0, Math.min(8, prefix - index * 8));
    return byte & (0xff << (8 - kept)) & 0xff;
  });
}

/** A stored network in the words of the account page's Devices. */
export function networkWords(network: string | null): string | undefined {
  if (network === null) return undefined;
  if (network === "loopback") return m.network_this_computer();
  if (network === "private") return m.network_private();
  return m.network_named({ network });
}
