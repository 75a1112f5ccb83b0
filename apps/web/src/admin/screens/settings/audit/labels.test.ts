import { AUDIT_ACTIONS } from "@bayan/trpc/rules";
import { describe, expect, it } from "vitest";
import { arabic, expectBothLanguages, keyOf } from "../../../../test/adminCatalog";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_DOMAIN_LABELS,
  AUDIT_TARGET_TYPE_LABELS,
  domainOf,
} from "./labels";

/**
 * The log's vocabulary (AUDIT_ACTIONS, @bayan/trpc/rules) walked action by action: each has its
 * words, in English and Arabic, in the catalog the admin panel loads, and no two actions read
 * alike (the filter offers them side by side).
 */
describe("the audit log's words", () => {
  it.each([...AUDIT_ACTIONS])("%s has words in English and Arabic", (action) => {
    expectBothLanguages(AUDIT_ACTION_LABELS[action], action);
  });

  it("has words for no action the server does not have", () => {
    const known: readonly string[] = AUDIT_ACTIONS;
    expect(Object.keys(AUDIT_ACTION_LABELS).filter((action) => !known.includes(action))).toEqual(
      [],
    );
  });

  it("words no two actions alike", () => {
    const said = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action].message);
    expect(said.filter((words, i) => said.indexOf(words) !== i)).toEqual([]);
    const arabicSaid = AUDIT_ACTIONS.map((action) =>
      arabic.get(keyOf(AUDIT_ACTION_LABELS[action])),
    );
    expect(arabicSaid.filter((words, i) => arabicSaid.indexOf(words) !== i)).toEqual([]);
  });

  it("names every action's group and every kind of target in both languages", () => {
    const groups = [...new Set(AUDIT_ACTIONS.map(domainOf))];
    expect(groups.sort()).toEqual(Object.keys(AUDIT_DOMAIN_LABELS).sort());
    for (const words of [
      ...Object.values(AUDIT_DOMAIN_LABELS),
      ...Object.values(AUDIT_TARGET_TYPE_LABELS),
    ]) {
      expectBothLanguages(words, String(words.message));
    }
  });
});
