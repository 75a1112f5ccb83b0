import { testDatabaseKinds } from "@bayan/db/testing";
import { EMAIL_TEMPLATE_NAMES } from "@bayan/trpc/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

/** The admin's preview of the email templates (docs/email-delivery.md, "Templates"). */
describe.each(testDatabaseKinds)("REST /api/email-templates on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });

  it("lists the templates", async () => {
    const res = await get("/api/email-templates");
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.map((x: { name: string }) => x.name)).toEqual([...EMAIL_TEMPLATE_NAMES]);
  });

  it("renders one in Arabic, right to left, with its text part", async () => {
    const res = await get("/api/email-templates/waitlist-confirmed?language=ar");
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: "waitlist-confirmed",
      language: "ar",
      subject: "تم تأكيد مكانك في قائمة انتظار بيان",
      carriesUnsubscribe: true,
    });
    expect(data.html).toMatch(/<body[^>]*style="[^"]*direction:rtl/);
    expect(data.text).toContain("صفحة حالتي: ");
    expect((await get("/api/email-templates/waitlist-confirmed")).json().data.language).toBe("en");
  });

  it("answers 404 for an unknown template and 400 for an unknown language", async () => {
    const missing = await get("/api/email-templates/nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, messageKey: "email.templateUnknown" });
    expect((await get("/api/email-templates/user-message?language=fr")).statusCode).toBe(400);
  });

  it("is for the administrator only", async () => {
    for (const url of ["/api/email-templates", "/api/email-templates/user-message"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});
