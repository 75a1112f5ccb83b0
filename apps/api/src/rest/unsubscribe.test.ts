import { linkTokens, outbox, suppressedAddresses } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

/**
 * Unsubscribing (docs/email-delivery.md, RFC 8058): the one-click POST a mailbox provider sends to
 * an email's List-Unsubscribe link, and the unsubscribe page's two calls. The link is set up as
 * delivery leaves it (an email in the outbox, its token's hash in link_tokens); minting it at
 * delivery is tested in @bayan/trpc with a real SMTP server.
 */
describe.each(testDatabaseKinds)("REST unsubscribe on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(linkTokens);
    await t.db.delete(outbox);
    await t.db.delete(suppressedAddresses);
  });

  /** An email delivered to `to` with its unsubscribe link: answers the link's token. */
  async function delivered(to: string, language: "en" | "ar" = "en") {
    const id = randomUUID();
    await t.db.insert(outbox).values({
      id,
      kind: "waitlist-invite",
      to,
      subject: "Invitation",
      text: "Hello",
      html: "<p>Hello</p>",
      language,
      status: "sent",
    });
    const token = randomBytes(32).toString("base64url");
    await t.db.insert(linkTokens).values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      purpose: "unsubscribe",
      subjectId: id,
      emailId: id,
      issuedVia: "email",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return token;
  }
  const suppressions = () => t.db.select().from(suppressedAddresses);
  const oneClick = (token: string, payload: string, contentType: string) =>
    t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      headers: { "content-type": contentType },
      payload,
    });

  it("unsubscribes at once on the one-click POST (urlencoded), after a GET that changed nothing", async () => {
    const token = await delivered("Sara.Ali@example.com", "ar");
    const check = await t.app.inject({ method: "GET", url: `/api/unsubscribe/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.headers["cache-control"]).toContain("no-store");
    expect(check.json()).toEqual({
      success: true,
      data: { state: "subscribed", language: "ar", email: "s***@example.com" },
    });
    expect(await suppressions()).toHaveLength(0);

    const res = await oneClick(
      token,
      "List-Unsubscribe=One-Click",
      "application/x-www-form-urlencoded",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, messageKey: "email.unsubscribed" });
    expect(await suppressions()).toMatchObject([
      { email: "Sara.Ali@example.com", reason: "unsubscribed", source: "one-click" },
    ]);
    const after = await t.app.inject({ method: "GET", url: `/api/unsubscribe/${token}` });
    expect(after.json().data.state).toBe("unsubscribed");
    // Twice is the same answer, and still one row.
    expect(
      (await oneClick(token, "List-Unsubscribe=One-Click", "application/x-www-form-urlencoded"))
        .statusCode,
    ).toBe(200);
    expect(await suppressions()).toHaveLength(1);
  });

  it("takes the one-click field as multipart form data too", async () => {
    const token = await delivered("omar@example.com");
    const boundary = "----bayan";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
      `One-Click\r\n--${boundary}--\r\n`;
    const res = await oneClick(token, body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(200);
    expect(await suppressions()).toMatchObject([{ reason: "unsubscribed", source: "one-click" }]);
  });

  it("refuses a POST without the one-click field, a malformed token and an unknown one", async () => {
    const token = await delivered("lina@example.com");
    const empty = await oneClick(token, "", "application/x-www-form-urlencoded");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, messageKey: "email.oneClickRequired" });
    const other = await oneClick(
      token,
      "List-Unsubscribe=Yes",
      "application/x-www-form-urlencoded",
    );
    expect(other.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: `/unsubscribe?token=${token}`,
      payload: { "List-Unsubscribe": "One-Click" },
    });
    expect(json.statusCode).toBe(400);
    expect(await suppressions()).toHaveLength(0);

    const malformed = await oneClick(
      "not-a-token",
      "List-Unsubscribe=One-Click",
      "application/x-www-form-urlencoded",
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ messageKey: "email.tokenInvalid" });
    const unknown = await oneClick(
      "B".repeat(43),
      "List-Unsubscribe=One-Click",
      "application/x-www-form-urlencoded",
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: "email.unsubscribeLinkUnknown" });
    const unknownCheck = await t.app.inject({
      method: "GET",
      url: `/api/unsubscribe/${"B".repeat(43)}`,
    });
    expect(unknownCheck.statusCode).toBe(404);
  });

  it("unsubscribes on the page's button (POST /api/unsubscribe), recorded as from the page", async () => {
    const token = await delivered("nour@example.com");
    const res = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: null,
      message: "n***@example.com is unsubscribed: Bayan will not email it again",
      messageKey: "email.unsubscribed",
      params: { email: "n***@example.com" },
    });
    expect(await suppressions()).toMatchObject([{ reason: "unsubscribed", source: "page" }]);
    const bad = await t.app.inject({ method: "POST", url: "/api/unsubscribe", payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
