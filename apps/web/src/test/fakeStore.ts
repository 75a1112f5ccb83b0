import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { FakeTrpcError } from "./fakeApi";

/** One page of `rows` as a list call answers it (`page` from 1, `limit` a page's size). */
export function pageOf<T>(rows: T[], input: { page?: unknown; limit?: unknown }, pageSize: number) {
  const page = Number(input.page ?? 1);
  const limit = Number(input.limit ?? pageSize);
  return {
    items: rows.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: rows.length, totalPages: Math.ceil(rows.length / limit) },
  };
}

/**
 * A fake server's records by id: found or a 404 with the server's words, changed (the fields
 * given, undefined ones left out) and deleted as the real one answers.
 */
export function fakeStore<T extends { id: string }>(rows: T[], notFound: string) {
  const store = new Map(rows.map((row) => [row.id, row]));
  const find = (id: string) => {
    const row = store.get(id);
    if (!row) throw new FakeTrpcError("NOT_FOUND", 404, notFound);
    return row;
  };
  return {
    store,
    find,
    all: () => [...store.values()],
    change: (id: string, fields: object, stamp: Partial<T> = {}): T => {
      const defined = Object.entries(fields).filter(([, value]) => value !== undefined);
      const next = { ...find(id), ...Object.fromEntries(defined), ...stamp };
      store.set(id, next);
      return next;
    },
    remove: (id: string) => {
      find(id);
      store.delete(id);
      return { id };
    },
  };
}

/**
 * SPEC 5's delete: the `button` asks first; Cancel deletes nothing, Delete does. Checks the
 * question's words and resolves once `deleted` (the delete calls' inputs) holds the one asked.
 */
export async function confirmsDelete(
  user: UserEvent,
  options: {
    button: () => Promise<HTMLElement>;
    title: string;
    question: string;
    deleted: () => unknown[];
    id: string;
  },
) {
  const ask = async () => {
    await user.click(await options.button());
    return screen.findByRole("dialog", { name: options.title });
  };
  let confirm = await ask();
  expect(confirm).toHaveTextContent(options.question);
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  await waitFor(() =>
    expect(screen.queryByRole("dialog", { name: options.title })).not.toBeInTheDocument(),
  );
  expect(options.deleted()).toEqual([]);
  confirm = await ask();
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(options.deleted()).toEqual([{ id: options.id }]));
}
