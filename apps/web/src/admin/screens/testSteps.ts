// Steps the admin screens' tests share (the screens' own fakes are in each folder's testData.ts).
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import type { FakeApi } from "../../test/fakeApi";

/** The inputs of every call to `path`, in order. */
export const callsTo = (api: FakeApi, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.input);

/** Picks `option` in the select named `select`, within `scope` (the whole page by default). */
export async function choose(
  user: UserEvent,
  select: string | RegExp,
  option: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole("combobox", { name: select }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** SPEC 2.10's collapsible filters: folded away behind their button, which opens them. */
export async function opensFilters(user: UserEvent) {
  const toggle = screen.getByRole("button", { name: "Filters" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
}
