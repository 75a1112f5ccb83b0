// Country of a client address (docs/analytics.md, Country): the CC0 database of
// @ip-location-db/geo-whois-asn-country-mmdb read with maxmind, in this process, no network.
import maxmind, { type CountryResponse, type Reader } from "maxmind";
import { createRequire } from "node:module";
import { BlockList, isIP } from "node:net";

/** The package's records hold only `country_code` (typed on maxmind's shape, all optional). */
type CountryRecord = CountryResponse & { readonly country_code?: string };

/** The IPv4 + IPv6 database file of the package. */
const DATABASE_FILE = "@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb";

let reader: Promise<Reader<CountryRecord>> | undefined;

/** The database, opened on first use (about 8 MB read once) and kept for the process. */
export function countryReader(): Promise<Reader<CountryRecord>> {
  reader ??= maxmind
    .open<CountryRecord>(createRequire(import.meta.url).resolve(DATABASE_FILE))
    .catch((error: unknown) => {
      reader = undefined;
      throw error;
    });
  return reader;
}

/**
 * Addresses that are nobody's country: private, loopback, link-local, shared (CGNAT) and
 * documentation ranges. The database answers some of them (192.168.0.0/16 reads as AU), so they
 * are ruled out before looking.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
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
  ["224.0.0.0", 3],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) as "1.2.3.4". */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** The ISO 3166 alpha-2 code of a public address, with the database already open; else null. */
export function countryIn(db: Reader<CountryRecord>, ip: string): string | null {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return null;
  if (NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6")) return null;
  const code = db.get(address)?.country_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The ISO 3166 alpha-2 code of the address's country, or null when unknown or not public. */
export async function countryOf(ip: string): Promise<string | null> {
  return countryIn(await countryReader(), ip);
}
