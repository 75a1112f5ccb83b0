// Country of a client address (docs/analytics.md, Country): the CC0 database of
// @ip-location-db/geo-whois-asn-country-mmdb read with maxmind, in this process, no network.
import maxmind, { type CountryResponse, type Reader } from "maxmind";
import { createRequire } from "node:module";
import { isNotPublicAddress } from "../net/not-public.js";

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

/** The ISO 3166 alpha-2 code of a public address, with the database already open; else null. */
export function countryIn(db: Reader<CountryRecord>, ip: string): string | null {
  if (isNotPublicAddress(ip)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const code = db.get(mapped ? mapped[1]! : ip)?.country_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The ISO 3166 alpha-2 code of the address's country, or null when unknown or not public. */
export async function countryOf(ip: string): Promise<string | null> {
  return countryIn(await countryReader(), ip);
}
