// What the versions pages work out from `content.versions` (docs/policy-versions.md): which
// version the address names, when each was replaced, and which summary to show. No strings here.
import type { Language, PolicyVersionDto } from "@bayan/trpc/schemas";
import { useSyncExternalStore } from "react";

type Version = Pick<PolicyVersionDto, "id" | "number" | "effectiveOn" | "state">;

/** A version's id as the API takes it (`content.version`: a UUID). */
export const VERSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `v` in the address's query: null when there is none, else its text (maybe not an id). */
export function versionFromSearch(search: string): string | null {
  return new URLSearchParams(search).get("v");
}

/** The address does not change while the page is open (no client-side routing here). */
const noSubscription = () => () => undefined;
const readSearch = () => window.location.search;
const noSearch = () => null;

/**
 * The version the address names (`?v=<id>`): undefined while not read yet (the prerendered page
 * and its hydration have no address to read: the server renders the list there), null for the
 * list (no `v`), else the text given, an id or not.
 */
export function useVersionParam(): string | null | undefined {
  const search = useSyncExternalStore(noSubscription, readSearch, noSearch);
  return search === null ? undefined : versionFromSearch(search);
}

/**
 * The day a version stopped (or will stop) being in effect: the earliest effective day among the
 * newer versions of its document and language (the version in effect on a day is the newest whose
 * day has come, so the first newer one to reach its day replaces it). Null when none is newer.
 */
export function replacedOn(version: Version, versions: readonly Version[]): string | null {
  let earliest: string | null = null;
  for (const other of versions) {
    if (other.number > version.number && (earliest === null || other.effectiveOn < earliest)) {
      earliest = other.effectiveOn;
    }
  }
  return earliest;
}

/** What the page says of a version: in effect, taking effect on its day, or replaced on a day. */
export type ShownState =
  { kind: "inEffect" } | { kind: "upcoming"; on: string } | { kind: "past"; on: string | null };

/**
 * The version's state as the server gives it, with the day it was replaced. An upcoming version
 * that a newer one replaces on or before its day never takes effect: it is shown replaced.
 */
export function shownState(version: Version, versions: readonly Version[]): ShownState {
  const replaced = replacedOn(version, versions);
  if (version.state === "inEffect") return { kind: "inEffect" };
  if (version.state === "upcoming" && (replaced === null || replaced > version.effectiveOn)) {
    return { kind: "upcoming", on: version.effectiveOn };
  }
  return { kind: "past", on: replaced };
}

/**
 * A version's change summary in the reader's language, else in the other one (a summary written
 * in one language only), with its language; null when it has none.
 */
export function versionSummary(
  version: Pick<PolicyVersionDto, "summaryEn" | "summaryAr">,
  reader: Language,
): { text: string; language: Language } | null {
  const en = version.summaryEn.trim();
  const ar = version.summaryAr.trim();
  const order: [Language, string][] =
    reader === "ar"
      ? [
          ["ar", ar],
          ["en", en],
        ]
      : [
          ["en", en],
          ["ar", ar],
        ];
  const found = order.find(([, text]) => text !== "");
  return found ? { language: found[0], text: found[1] } : null;
}
