import { contactSubmissions, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../context.js";
import { createCaller } from "../root.js";
import { createTestDeps } from "../testing.js";

const UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const HOST = "bayan.test";

describe.each(testDatabaseKinds)("signup attribution on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    t = await createTestDeps(kind);
  });
  afterAll(() => t.close());

  const callerFor = (clientIp: string, userAgent: string | undefined) =>
    createCaller(createContext(t.deps, { clientIp, userAgent, host: HOST }));

  /** A page view of the visitor at `ip`, written at once. */
  async function visit(ip: string, url: string, referrer?: string) {
    t.deps.analytics!.accept([{ name: "pageview", url, ...(referrer ? { referrer } : {}) }], {
      ip,
      userAgent: UA,
      dnt: false,
      gpc: false,
      host: HOST,
      now: new Date(),
    });
    await t.deps.analytics!.flush();
  }

  it("records the channel, country and landing page of the visitor's session on a join", async () => {
    await visit("8.8.8.8", "https://bayan.test/pricing?utm_medium=cpc&utm_source=google");
    await visit("8.8.8.8", "https://bayan.test/", "https://bayan.test/pricing");
    await callerFor("8.8.8.8", UA).waitlist.join({ email: "paid@example.com" });
    const [row] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "paid@example.com"));
    expect(row).toMatchObject({ channel: "paid", country: "US", landingPage: "/pricing" });
  });

  it("records nothing for a visitor without a session (no script, DNT, another browser)", async () => {
    await callerFor("8.8.8.8", `${UA} Other`).waitlist.join({ email: "none@example.com" });
    const [row] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "none@example.com"));
    expect(row).toMatchObject({ channel: null, country: null, landingPage: null });
  });

  it("records it on a contact message too", async () => {
    await visit("41.0.0.1", "https://bayan.test/contact", "https://news.example.org/story");
    await callerFor("41.0.0.1", UA).contact.submit({
      name: "Amina",
      email: "amina@example.com",
      subject: "Hello there",
      message: "A question about the launch date, please.",
    });
    const [row] = await t.db.select().from(contactSubmissions);
    expect(row).toMatchObject({ channel: "referral", country: "ZA", landingPage: "/contact" });
  });
});
