import { outbox, waitlistEntries, webhookDeliveries, webhookEndpoints } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../../test/caller.js";
import { suppress, suppressionKey } from "../email/suppression.js";
import { confirmationContents } from "./confirm.js";
import { writeNewEntry, type NewEntry } from "./new-entries.js";

// New addresses' joins written together (new-entries.ts): many at once, each answered with what
// became of its own row, nothing lost, nothing doubled, one refused row failing no other.

describe.each(testDatabaseKinds)("joins written together on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
    await t.db.insert(webhookEndpoints).values([
      { url: "https://hooks.example.com/a", secret: "s", events: ["waitlist.joined"] },
      { url: "https://hooks.example.com/b", secret: "s", events: ["waitlist.confirmed"] },
    ]);
    await suppress(t.db, "gone@example.com", "not-me", "waitlist", new Date());
  });
  afterAll(() => t.close());

  it("stores 60 joins made at once: each new address once, with its email and webhook delivery", async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `many${i}@example.com`);
    const joins = [
      ...emails,
      // The same people again (another spelling of one address), and a suppressed one.
      ...emails.slice(0, 9),
      "Many0@Example.com",
      "gone@example.com",
    ];
    const results = await Promise.allSettled(
      joins.map((email, i) =>
        t.callerAs(`198.51.100.${i % 250}`).waitlist.join({ email, language: i % 2 ? "ar" : "en" }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);

    const entries = await t.db.select().from(waitlistEntries);
    expect(entries.map((e) => e.email).sort()).toEqual([...emails].sort());
    const mail = await t.db.select().from(outbox).where(eq(outbox.kind, "waitlist-confirm"));
    // One confirmation per new entry, plus at most one resend per repeated join (the daily limit
    // allows it); never one for the suppressed address.
    for (const email of emails.slice(9)) {
      expect(mail.filter((m) => m.to === email)).toHaveLength(1);
    }
    expect(mail.some((m) => m.to === "gone@example.com")).toBe(false);
    const first = mail.find((m) => m.to === emails[1]);
    const entry = entries.find((e) => e.email === emails[1]);
    expect(first).toMatchObject({ language: entry?.language, status: "queued" });
    expect(first?.links).toEqual([
      { purpose: "waitlist-confirm", subject: entry?.id },
      { purpose: "waitlist-status", subject: entry?.id },
    ]);
    expect(first?.html).toContain(entry?.language === "ar" ? 'dir="rtl"' : 'dir="ltr"');

    // One delivery per entry, to the endpoint that takes `waitlist.joined` only.
    const deliveries = await t.db.select().from(webhookDeliveries);
    expect(deliveries).toHaveLength(emails.length);
    const ids = new Set(deliveries.map((d) => (d.payload as { data: { id: string } }).data.id));
    expect(ids).toEqual(new Set(entries.map((e) => e.id)));
  });

  it("fails only the join the database refuses when they are written together", async () => {
    const content = confirmationContents("https://bayan.example");
    const entry = (email: string, referredBy: string | null = null): NewEntry => {
      const id = randomUUID();
      return {
        id,
        email,
        emailKey: email,
        source: "test",
        language: "en",
        referredBy,
        flags: [],
        consent: {},
        at: new Date(),
        attribution: null,
        keyHash: suppressionKey(email),
        payload: { type: "waitlist.joined", data: { id } },
        emailId: randomUUID(),
        emailKind: "waitlist-confirm",
        links: [],
      };
    };
    // The first write goes alone; the three that come meanwhile go together, one of them naming
    // a referrer that does not exist (a foreign key the database refuses).
    const outcomes = await Promise.allSettled([
      writeNewEntry(t.db, entry("lone@example.com"), content),
      writeNewEntry(t.db, entry("ok1@example.com"), content),
      writeNewEntry(t.db, entry("bad@example.com", randomUUID()), content),
      writeNewEntry(t.db, entry("ok2@example.com"), content),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(outcomes[1]).toEqual({
      status: "fulfilled",
      value: { created: true, suppressed: false },
    });
    const stored = await t.db.select({ email: waitlistEntries.email }).from(waitlistEntries);
    const emails = stored.map((r) => r.email);
    expect(emails).toEqual(
      expect.arrayContaining(["lone@example.com", "ok1@example.com", "ok2@example.com"]),
    );
    expect(emails).not.toContain("bad@example.com");
  });
});
