import { contactSubmissions, suppressedAddresses, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import * as s from "@bayan/trpc/schemas";
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

/**
 * Data rights over REST (docs/data-rights.md): a person's download and erasure by their status
 * link, an administrator's for an address. The status token is the one the confirmation answers.
 */
describe.each(testDatabaseKinds)("REST data rights on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  let calls = 0;
  const nextIp = () => `10.8.${Math.floor(calls / 250)}.${(calls++ % 250) + 1}`;

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "POST", url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers,
      ...(payload ? { payload } : {}),
    });
  const admin = (url: string, payload: object) => send("POST", url, payload, auth);

  /** Joins, confirms from a fresh copy of the confirmation link; answers the status token. */
  async function member(email: string) {
    expect((await send("POST", "/api/waitlist", { email, language: "ar" })).statusCode).toBe(201);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/outbox?limit=10&search=${encodeURIComponent(email)}`,
      headers: auth,
    });
    const [mail] = list.json<{ data: s.OutboxItemDto[] }>().data;
    const fresh = await t.app.inject({
      method: "POST",
      url: `/api/outbox/${mail!.id}/fresh-link`,
      headers: auth,
    });
    const [link] = fresh.json<{ data: Array<{ url: string }> }>().data;
    const token = /token=([A-Za-z0-9_-]{43})/.exec(link!.url)![1]!;
    const confirmed = await send("POST", "/api/waitlist/confirm", { token });
    return confirmed.json<{ data: { statusToken: string } }>().data.statusToken;
  }

  it("gives a person their data by the status link and erases it on their POST", async () => {
    const token = await member("rana@example.com");
    const data = await send("POST", "/api/waitlist/status/data", { token });
    expect(data.statusCode).toBe(200);
    const body = data.json<{ success: true; data: s.PersonalData }>();
    expect(s.personalDataOutput.parse(body.data)).toEqual(body.data);
    expect(body.data.address).toBe("rana@example.com");
    expect(body.data.waitlist[0]).toMatchObject({ email: "rana@example.com", language: "ar" });
    expect(body.data.waitlist[0]!.consent).toMatchObject({ language: "ar" });
    expect(body.data.emails.map((e) => e.kind)).toContain("waitlist-confirm");

    const erased = await send("POST", "/api/waitlist/status/erase", { token });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      success: true,
      data: null,
      messageKey: "privacy.erased",
    });
    expect(
      await t.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.email, "rana@example.com")),
    ).toEqual([]);
    const [row] = await t.db
      .select()
      .from(suppressedAddresses)
      .where(
        eq(
          suppressedAddresses.keyHash,
          createHash("sha256").update("rana@example.com").digest("hex"),
        ),
      );
    expect(row).toMatchObject({ email: null, reason: "erased", source: "page" });
    expect((await send("GET", `/api/waitlist/status/${token}`)).statusCode).toBe(404);
    const again = await send("POST", "/api/waitlist/status/data", { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ messageKey: "waitlist.statusNotFound" });
    expect((await send("POST", "/api/waitlist/status/erase", { token: "short" })).statusCode).toBe(
      400,
    );
  });

  it("lets the administrator export and erase an address; 404 when nothing is kept, 400 and 401", async () => {
    expect(
      (
        await send("POST", "/api/contact", {
          name: "Omar",
          email: "omar@example.com",
          message: "Please delete everything you have about me.",
        })
      ).statusCode,
    ).toBe(201);
    const exported = await admin("/api/personal-data/export", { email: "OMAR@example.com" });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ data: s.PersonalData }>().data.contactMessages).toEqual([
      expect.objectContaining({ email: "omar@example.com", name: "Omar" }),
    ]);
    const erased = await admin("/api/personal-data/erase", { email: "omar@example.com" });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({
      success: true,
      data: { waitlistEntries: 0, accounts: 0, invitations: 0, contactMessages: 1, emails: 0 },
      message: "The data of omar@example.com is erased and the address will not be emailed again",
      messageKey: "privacy.erasedFor",
      params: { email: "omar@example.com" },
    });
    expect(
      await t.db
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.email, "omar@example.com")),
    ).toEqual([]);

    const none = await admin("/api/personal-data/erase", { email: "omar@example.com" });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ messageKey: "privacy.nothingFound" });
    const bad = await admin("/api/personal-data/export", { email: "omar" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Array<{ path: string }> }>().errors.map((e) => e.path)).toEqual([
      "email",
    ]);
    for (const url of ["/api/personal-data/export", "/api/personal-data/erase"]) {
      expect((await send("POST", url, { email: "omar@example.com" })).statusCode).toBe(401);
    }
  });
});
