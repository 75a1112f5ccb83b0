import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { EMAIL_TEMPLATE_NAMES } from "../schemas/email-templates.js";

/** The admin's preview of the email templates (docs/email-delivery.md, "Templates"). */
describe.each(testDatabaseKinds)("email template previews on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  it("lists every template, saying which carry the unsubscribe footer", async () => {
    const admin = await t.adminCaller();
    const templates = await admin.email.previews();
    expect(templates.map((x) => x.name)).toEqual([...EMAIL_TEMPLATE_NAMES]);
    expect(templates.find((x) => x.name === "waitlist-confirm")?.carriesUnsubscribe).toBe(false);
    expect(templates.find((x) => x.name === "waitlist-invite")?.carriesUnsubscribe).toBe(true);
  });

  it("renders a template in either language, the footer's sample link included", async () => {
    const admin = await t.adminCaller();
    const ar = await admin.email.preview({ name: "waitlist-invite", language: "ar" });
    expect(ar).toMatchObject({ name: "waitlist-invite", language: "ar", carriesUnsubscribe: true });
    expect(ar.subject).toBe("دعوتك للتسجيل في بيان");
    expect(ar.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(ar.html).toMatch(/<body[^>]*style="[^"]*direction:rtl/);
    expect(ar.text).toContain("/register?token=sample-token");
    expect(ar.text).toContain("إلغاء الاشتراك: ");

    const en = await admin.email.preview({ name: "contact-reply" });
    expect(en).toMatchObject({ language: "en", subject: "Re: Pricing", carriesUnsubscribe: false });
    expect(en.text).toContain("You wrote:\n> How much is the annual plan?");
    expect(en.text).not.toContain("Unsubscribe");
  });

  it("answers 404 for a name that is no template", async () => {
    const admin = await t.adminCaller();
    const error = await failure(admin.email.preview({ name: "nope", language: "en" }));
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("There is no email template of this name");
  });

  it("is for the administrator only", async () => {
    expect((await failure(t.caller.email.previews())).code).toBe("UNAUTHORIZED");
    expect(
      (await failure(t.caller.email.preview({ name: "waitlist-invite", language: "en" }))).code,
    ).toBe("UNAUTHORIZED");
  });
});
