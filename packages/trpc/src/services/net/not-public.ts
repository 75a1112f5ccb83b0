// Addresses that are not one host on the public internet, in one list for the two places that
// ask: a webhook never goes to one without WEBHOOKS_ALLOW_PRIVATE (webhooks/destination.ts), and
// the analytics give none of them a country (analytics/geo.ts; the country database answers some
// of them, 192.168.0.0/16 reads as AU).
import { BlockList, isIP } from "node:net";

/**
 * Private (RFC 1918, unique local fc00::/7), loopback, link-local, unspecified, shared address
 * space (CGNAT 100.64/10), the protocol assignments, the benchmarking network, the documentation
 * ranges, multicast, reserved and broadcast. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is
 * checked as its IPv4 address (BlockList does that itself).
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  // Multicast (224/4), reserved and broadcast (240/4).
  ["224.0.0.0", 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and the old IPv4-compatible form (::a.b.c.d).
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  // Site-local (deprecated, still routed inside some networks).
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address a NAT64 address (64:ff9b::/96) stands for, else null. */
function nat64Target(address: string): string | null {
  const match = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(
    address,
  );
  if (!match) return null;
  if (match[3]) return match[3];
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * Whether an IP address (v4 or v6, in brackets or not, a zone index allowed) is not one public
 * host; anything that is not an IP address counts as not public.
 */
export function isNotPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return NOT_PUBLIC.check(bare, "ipv4");
  if (family !== 6) return true;
  const target = nat64Target(bare);
  if (target) return NOT_PUBLIC.check(target, "ipv4");
  return NOT_PUBLIC.check(bare, "ipv6");
}
