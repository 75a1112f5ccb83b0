import { describe, expect, it } from "vitest";
import { countryOf } from "./geo.js";

describe("country of an address (in-process database)", () => {
  it.each([
    ["8.8.8.8", "US"],
    ["::ffff:8.8.8.8", "US"],
    ["2001:4860:4860::8888", "US"],
    ["41.0.0.1", "ZA"],
    // not public: nobody's country, although the database answers some of them
    ["192.168.1.1", null],
    ["10.1.2.3", null],
    ["172.20.0.1", null],
    ["100.64.0.1", null],
    ["127.0.0.1", null],
    ["203.0.113.7", null],
    ["::1", null],
    ["fd00::1", null],
    ["fe80::1", null],
    ["not an address", null],
  ])("%s is %s", async (ip, country) => {
    expect(await countryOf(ip)).toBe(country);
  });
});
