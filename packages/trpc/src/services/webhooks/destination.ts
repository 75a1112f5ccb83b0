// Where a webhook may be sent (docs/email-delivery.md, "Webhooks"): the administrator types a URL
// the server then POSTs to, so a URL leading into the server's own networks (a cloud's metadata
// service at 169.254.169.254, a database on the loopback, the office's 10/8) is refused unless
// WEBHOOKS_ALLOW_PRIVATE=true. Checked when an endpoint is saved and again at every delivery, on
// the very addresses the connection uses (DNS may have changed, or answer differently each time).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup as dnsLookupAll } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { isNotPublicAddress } from "../net/not-public.js";
import type { MessageKey } from "../../rules/messages.js";

/** Whether an IP address is one a webhook must not reach (not one public host). */
export const isBlockedAddress = isNotPublicAddress;

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
