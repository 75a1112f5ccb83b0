// Where a webhook may be sent (docs/email-delivery.md, "Webhooks"): the administrator types a URL
// the server then POSTs to, so a URL leading into the server's own networks (a cloud's metadata
// service at 169.254.169.254, a database on the loopback, the office's 10/8) is refused unless
// WEBHOOKS_ALLOW_PRIVATE=true. Checked when an endpoint is saved and again at every delivery, on
// the very addresses the connection uses (DNS may have changed, or answer differently each time).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup as dnsLookupAll } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import type { MessageKey } from "../../rules/messages.js";

/**
 * Addresses a webhook never goes to without WEBHOOKS_ALLOW_PRIVATE: private (RFC 1918, unique
 * local fc00::/7), loopback, link-local, unspecified, shared address space (CGNAT 100.64/10) and
 * the other ranges that are not one host on the internet (multicast, reserved, broadcast, the
 * protocol assignments, the benchmarking network). An IPv4-mapped IPv6 address (::ffff:a.b.c.d)
 * is checked as its IPv4 address.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and the old IPv4-compatible form (::a.b.c.d).
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  // Site-local (deprecated, still routed inside some networks).
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv6");
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

/** Whether an IP address (v4 or v6, a zone index allowed) is one a webhook must not reach. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return BLOCKED.check(bare, "ipv4");
  if (family !== 6) return true;
  const target = nat64Target(bare);
  if (target) return BLOCKED.check(target, "ipv4");
  return BLOCKED.check(bare, "ipv6");
}

/** A URL's host when it is an IP address (without the brackets of IPv6), else null. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return isIP(bare) ? bare : null;
}

/** What is wrong with an endpoint URL: a key of the vocabulary, for the `url` field. */
export type DestinationProblem = Extract<
  MessageKey,
  | "webhooks.urlInvalid"
  | "webhooks.httpsRequired"
  | "webhooks.urlCredentials"
  | "webhooks.privateDestination"
  | "webhooks.hostUnresolvable"
>;

export interface DestinationOptions {
  /** WEBHOOKS_ALLOW_PRIVATE: private destinations and plain http are taken. */
  allowPrivate: boolean;
  /** Every address of a host name (DNS by default; tests give their own). */
  resolve?: (hostname: string) => Promise<string[]>;
}

const resolveAll = async (hostname: string) =>
  (await dnsLookupAll(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The rules a URL meets without asking DNS: http or https (https only, unless private
 * destinations are allowed: the payloads carry people's addresses), no user name or password
 * (they would show in the list), and a host that is not a private address.
 */
export function urlProblem(raw: string, allowPrivate: boolean): DestinationProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "webhooks.urlInvalid";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "webhooks.urlInvalid";
  if (!url.hostname) return "webhooks.urlInvalid";
  if (url.protocol === "http:" && !allowPrivate) return "webhooks.httpsRequired";
  if (url.username || url.password) return "webhooks.urlCredentials";
  const literal = ipLiteral(url.hostname);
  if (literal && !allowPrivate && isBlockedAddress(literal)) return "webhooks.privateDestination";
  return null;
}

/**
 * The rules of `urlProblem`, and a host name that resolves, to public addresses only (every one
 * of them: a name answering with one public and one private address could be sent to either).
 * With private destinations allowed, DNS is not asked: nothing it answers would be refused.
 */
export async function destinationProblem(
  raw: string,
  options: DestinationOptions,
): Promise<DestinationProblem | null> {
  const problem = urlProblem(raw, options.allowPrivate);
  if (problem || options.allowPrivate) return problem;
  const { hostname } = new URL(raw);
  if (ipLiteral(hostname)) return null;
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveAll)(hostname);
  } catch {
    return "webhooks.hostUnresolvable";
  }
  if (addresses.length === 0) return "webhooks.hostUnresolvable";
  return addresses.some(isBlockedAddress) ? "webhooks.privateDestination" : null;
}

/** A delivery stopped because its host led to a private address. */
export class PrivateDestinationError extends Error {
  constructor(readonly address: string) {
    super(`${address} is a private, loopback or link-local address`);
    this.name = "PrivateDestinationError";
  }
}

/**
 * The DNS lookup a delivery's connection uses: the system's, refusing the connection when any
 * address of the host is private. The connection goes to an address this lookup answered, so
 * DNS cannot answer a public address to the check and a private one to the connection.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const blocked = addresses.find((a) => isBlockedAddress(a.address));
    if (blocked) return callback(new PrivateDestinationError(blocked.address), "", 0);
    if (options.all) {
      (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, addresses);
      return;
    }
    const first = addresses[0];
    if (!first)
      return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "", 0);
    callback(null, first.address, first.family);
  });
};
