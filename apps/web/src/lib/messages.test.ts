import type { MessageDescriptor } from "@lingui/core";
import { ADMIN_MESSAGES, MESSAGES, PUBLIC_MESSAGES } from "@bayan/trpc/rules/messages";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGE_TEXTS } from "../admin/lib/messages";
import adminArabic from "../admin/locales/ar/messages.po?raw";
import adminEnglish from "../admin/locales/en/messages.po?raw";
import publicArabic from "../locales/ar/messages.po?raw";
import publicEnglish from "../locales/en/messages.po?raw";
import { WAITLIST_FORM_TEXTS } from "../features/waitlist/messages";
import confirmArabic from "../pages/confirm/locales/ar/messages.po?raw";
import confirmEnglish from "../pages/confirm/locales/en/messages.po?raw";
import { CONFIRM_PAGE_TEXTS } from "../pages/confirm/messages";
import { CONTACT_PAGE_TEXTS } from "../pages/contact/messages";
import registerArabic from "../pages/register/locales/ar/messages.po?raw";
import registerEnglish from "../pages/register/locales/en/messages.po?raw";
import { REGISTER_PAGE_TEXTS } from "../pages/register/messages";
import statusArabic from "../pages/status/locales/ar/messages.po?raw";
import statusEnglish from "../pages/status/locales/en/messages.po?raw";
import { STATUS_PAGE_TEXTS } from "../pages/status/messages";
import unsubscribeArabic from "../pages/unsubscribe/locales/ar/messages.po?raw";
import unsubscribeEnglish from "../pages/unsubscribe/locales/en/messages.po?raw";
import { UNSUBSCRIBE_PAGE_TEXTS } from "../pages/unsubscribe/messages";
import { PUBLIC_MESSAGE_TEXTS } from "./messages";

/** A catalog's messages: source text to translation. */
function catalog(po: string): Map<string, string> {
  const unescape = (text: string) => text.replace(/\\(["\\])/g, "$1");
  return new Map(
    [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id = "", text = ""]) => [
      unescape(id),
      unescape(text),
    ]),
  );
}

/** The catalogs the admin panel loads: the public one and its own (lingui.config.ts). */
const adminLoads = { en: publicEnglish + adminEnglish, ar: publicArabic + adminArabic };

/**
 * The server's vocabulary (docs/messages.md) walked key by key through the web app's tables and
 * both languages' catalogs: every answer a person can read has words in English and Arabic, in
 * the catalogs the admin panel loads; a public page's own words are in the catalog that page
 * loads (lingui.config.ts says why).
 */
describe.each([
  ["public", PUBLIC_MESSAGES, PUBLIC_MESSAGE_TEXTS, adminLoads.en, adminLoads.ar],
  ["admin", ADMIN_MESSAGES, ADMIN_MESSAGE_TEXTS, adminLoads.en, adminLoads.ar],
] as const)("the %s messages of the server", (_name, keys, texts, en, ar) => {
  const table = texts as Record<string, MessageDescriptor>;
  it.each(Object.keys(keys))("%s has words in English and Arabic", (key) => {
    const source = table[key]?.message;
    expect(source, `words for ${key}`).toBeTruthy();
    expect(catalog(en).get(source!), `${key} in the English catalog`).toBe(source);
    expect(catalog(ar).get(source!), `${key} in the Arabic catalog`).toMatch(/\p{Script=Arabic}/u);
  });

  it("has words for no key the server does not have", () => {
    expect(Object.keys(table).filter((key) => !Object.hasOwn(MESSAGES, key))).toEqual([]);
  });
});

describe.each([
  ["contact", CONTACT_PAGE_TEXTS, publicEnglish, publicArabic],
  ["registration", REGISTER_PAGE_TEXTS, registerEnglish, registerArabic],
  ["confirmation", CONFIRM_PAGE_TEXTS, confirmEnglish, confirmArabic],
  ["status", STATUS_PAGE_TEXTS, statusEnglish, statusArabic],
  ["unsubscribe", UNSUBSCRIBE_PAGE_TEXTS, unsubscribeEnglish, unsubscribeArabic],
  // The landing page's waitlist form, in the public catalog.
  ["landing", WAITLIST_FORM_TEXTS, publicEnglish, publicArabic],
] as const)("the %s page's words for the server's keys", (_name, texts, en, ar) => {
  const table = texts as Record<string, MessageDescriptor>;
  it.each(Object.keys(table))("%s is in the catalog the page loads", (key) => {
    const source = table[key]!.message;
    expect(catalog(en).get(source!), `${key} in the English catalog`).toBe(source);
    expect(catalog(ar).get(source!), `${key} in the Arabic catalog`).toMatch(/\p{Script=Arabic}/u);
  });
});
