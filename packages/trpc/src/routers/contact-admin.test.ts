import { contactSubmissions } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const base = Date.parse("2026-04-01T00:00:00Z");
const at = (minute: number) => new Date(base + minute * 60_000);

const message = "I would like to know more about the lessons, please.";

describe.each(testDatabaseKinds)("contact administration on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind);
    admin = await t.adminCaller();
    await t.db.insert(contactSubmissions).values([
      {
        name: "Amira",
        email: "amira@example.com",
        message,
        priority: "high",
        status: "new",
        createdAt: at(1),
      },
      {
        name: "Basem",
        email: "basem@example.com",
        message,
        priority: "low",
        status: "read",
        createdAt: at(2),
      },
      {
        name: "Celine",
        email: "celine@example.com",
        message,
        priority: "medium",
        status: "replied",
        createdAt: at(3),
      },
      {
        name: "Dalia",
        email: "dalia@example.com",
        message,
        priority: "high",
        status: "new",
        createdAt: at(4),
      },
      {
        name: "Emad",
        email: "emad@example.com",
        subject: "Discount of 50% for groups?",
        message: "Is there a 100_percent refund policy for schools?",
        priority: "medium",
        status: "archived",
        createdAt: at(5),
      },
      {
        name: "Farah",
        email: "farah@example.com",
        message,
        priority: "low",
        status: "new",
        createdAt: at(6),
      },
      {
        name: "Ghazi",
        email: "ghazi@example.com",
        message,
        priority: "high",
        status: "spam",
        createdAt: at(7),
      },
    ]);
  });
  afterAll(() => t.close());

  const namesOf = (list: { items: Array<{ name: string }> }) => list.items.map((i) => i.name);

  it("lists newest first by default and leaves the spam folder out, as before", async () => {
    const list = await admin.contact.list({});
    expect(namesOf(list)).toEqual(["Farah", "Emad", "Dalia", "Celine", "Basem", "Amira"]);
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 6, totalPages: 1 });
    const oldest = await admin.contact.list({ sortBy: "createdAt", sortDir: "asc" });
    expect(namesOf(oldest)).toEqual(["Amira", "Basem", "Celine", "Dalia", "Emad", "Farah"]);
  });

  it("sorts by priority weight (high 3, medium 2, low 1), newest first within a priority", async () => {
    const high = await admin.contact.list({ sortBy: "priority", sortDir: "desc" });
    expect(namesOf(high)).toEqual(["Dalia", "Amira", "Emad", "Celine", "Farah", "Basem"]);
    const low = await admin.contact.list({ sortBy: "priority", sortDir: "asc" });
    expect(namesOf(low)).toEqual(["Farah", "Basem", "Emad", "Celine", "Dalia", "Amira"]);
  });

  it("sorts by name and by status (in workflow order)", async () => {
    const az = await admin.contact.list({ sortBy: "name", sortDir: "asc" });
    expect(namesOf(az)).toEqual(["Amira", "Basem", "Celine", "Dalia", "Emad", "Farah"]);
    const za = await admin.contact.list({ sortBy: "name", sortDir: "desc" });
    expect(namesOf(za)).toEqual(["Farah", "Emad", "Dalia", "Celine", "Basem", "Amira"]);
    const status = await admin.contact.list({ sortBy: "status", sortDir: "asc" });
    expect(namesOf(status)).toEqual(["Farah", "Dalia", "Amira", "Basem", "Celine", "Emad"]);
    const reverse = await admin.contact.list({ sortBy: "status", sortDir: "desc" });
    expect(namesOf(reverse)).toEqual(["Emad", "Celine", "Basem", "Farah", "Dalia", "Amira"]);
  });

  it("sorts within filters and pages, and takes the query-string form", async () => {
    const newHigh = await admin.contact.list({
      status: "new",
      sortBy: "priority",
      sortDir: "desc",
      page: 2,
      limit: 2,
    });
    expect(namesOf(newHigh)).toEqual(["Farah"]);
    expect(newHigh.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const fromQuery = await admin.contact.list({
      sortBy: "name",
      sortDir: "",
      priority: "",
    });
    expect(namesOf(fromQuery)).toEqual(["Farah", "Emad", "Dalia", "Celine", "Basem", "Amira"]);
    const spam = await admin.contact.list({ status: "spam", sortBy: "priority" });
    expect(namesOf(spam)).toEqual(["Ghazi"]);
    const bad = await admin.contact.list({ sortBy: "email" } as never).catch((e: unknown) => e);
    expect((bad as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("searches name, email, subject and message, with % and _ taken literally", async () => {
    const search = async (term: string) => namesOf(await admin.contact.list({ search: term }));
    expect(await search("DALIA@")).toEqual(["Dalia"]);
    expect(await search("50%")).toEqual(["Emad"]);
    expect(await search("100_p")).toEqual(["Emad"]);
    expect(await search("100%p")).toEqual([]);
    expect(await search("lessons")).toEqual(["Farah", "Dalia", "Celine", "Basem", "Amira"]);
  });
});
