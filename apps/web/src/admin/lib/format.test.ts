import { describe, expect, it } from "vitest";
import { adminFormatter, type RegionFormat } from "./format";

const REGION: RegionFormat = {
  timezone: "Asia/Amman",
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  numberFormat: "en-US",
};
// 21:05 UTC on 3 November 2026: already 4 November in Amman (UTC+3) and Tokyo.
const AT = "2026-11-03T21:05:00.000Z";

describe("the admin's formats (Settings > Language and region)", () => {
  it("writes dates in each of the five formats, in the admin's time zone", () => {
    const date = (dateFormat: RegionFormat["dateFormat"], language = "en") =>
      adminFormatter(language, { ...REGION, dateFormat }).date(AT);
    expect(date("MM/DD/YYYY")).toBe("11/04/2026");
    expect(date("DD/MM/YYYY")).toBe("04/11/2026");
    expect(date("YYYY-MM-DD")).toBe("2026-11-04");
    expect(date("YYYY/MM/DD")).toBe("2026/11/04");
    expect(date("DD-MMM-YYYY")).toBe("04-Nov-2026");
    // The default: the interface language's own date, in that zone.
    expect(date("language")).toBe("Nov 4, 2026");
    expect(adminFormatter("en", { ...REGION, timezone: "America/Los_Angeles" }).date(AT)).toBe(
      "11/03/2026",
    );
    // A calendar day is that day wherever the admin is.
    expect(
      adminFormatter("en", { ...REGION, timezone: "America/Los_Angeles" }).date("2026-11-04"),
    ).toBe("11/04/2026");
  });

  it("writes times in 12 or 24 hours", () => {
    expect(adminFormatter("en", REGION).time(AT)).toBe("12:05 AM");
    expect(adminFormatter("en", { ...REGION, timeFormat: "24" }).time(AT)).toBe("00:05");
    expect(
      adminFormatter("en", { ...REGION, timezone: "Europe/London", timeFormat: "24" }).dateTime(AT),
    ).toBe("11/03/2026, 21:05");
  });

  it("writes numbers in the chosen format, Arabic digits for ar-SA", () => {
    const n = (numberFormat: RegionFormat["numberFormat"], language = "en") =>
      adminFormatter(language, { ...REGION, numberFormat }).number(1234567.5);
    expect(n("en-US")).toBe("1,234,567.5");
    expect(n("de-DE")).toBe("1.234.567,5");
    expect(n("fr-FR").replace(/\s/g, " ")).toBe("1 234 567,5");
    expect(n("ar-SA", "ar")).toBe("١٬٢٣٤٬٥٦٧٫٥");
    // Arabic interface, Western digits when chosen; month names in the interface language.
    const ar = adminFormatter("ar", { ...REGION, dateFormat: "DD-MMM-YYYY" });
    expect(ar.number(2500)).toBe("2,500");
    expect(ar.date(AT)).toBe("04-نوفمبر-2026");
    expect(adminFormatter("ar", { ...REGION, numberFormat: "ar-SA" }).date(AT)).toBe("١١/٠٤/٢٠٢٦");
  });

  it("keeps the interface language's own formats until the settings are loaded", () => {
    const format = adminFormatter("ar", null);
    expect(format.number(3000)).toBe("٣٬٠٠٠");
    expect(adminFormatter("en", null).date("2026-03-12T12:00:00Z")).toBe("Mar 12, 2026");
  });

  it("shows what cannot be formatted as it came", () => {
    expect(adminFormatter("en", REGION).date("not a date")).toBe("not a date");
  });
});

describe("the defaults (an admin who never opened Settings)", () => {
  it("writes dates as the interface language does, in this device's time zone", () => {
    const defaults: RegionFormat = { ...REGION, timezone: "browser", dateFormat: "language" };
    // The tests run with TZ unset or UTC: 21:05 UTC is still 3 November on this device.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const expected = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeZone: zone,
    }).format(new Date(AT));
    expect(adminFormatter("en", defaults).date(AT)).toBe(expected);
    expect(adminFormatter("en", defaults).timeZone).toBeUndefined();
    // Exactly what the panel wrote before Settings existed, in both languages.
    for (const [language, numberFormat] of [
      ["en", "en-US"],
      ["ar", "ar-SA"],
    ] as const) {
      const withDefaults = adminFormatter(language, { ...defaults, numberFormat });
      const before = adminFormatter(language, null);
      expect(withDefaults.date(AT)).toBe(before.date(AT));
      expect(withDefaults.number(1234.5)).toBe(before.number(1234.5));
    }
  });
});
