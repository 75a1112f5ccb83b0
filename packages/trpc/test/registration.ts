// The registration suites' helpers (routers/registration.test.ts and routers/users.test.ts).
import { outbox, waitlistEntries } from "@bayan/db";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { setup } from "./caller.js";

type T = Awaited<ReturnType<typeof setup>>;
export type Admin = Awaited<ReturnType<T["adminCaller"]>>;

/**
 * The invitation helpers on a suite's database and administrator, read when called (`suite` gives
 * the ones its `beforeAll` made).
 */
export function invitationHelpers(suite: () => { t: T; admin: Admin }) {
  /**
   * The registration token of the newest email to `to`: the stored email holds only the link's
   * slot, so the token is a fresh link the administrator copies (docs/links.md).
   */
  async function tokenSentTo(to: string) {
    const { t, admin } = suite();
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
    expect(email?.text, `the email to ${to}`).toContain(
      "/register?token={{link-token:registration}}",
    );
    const { links } = await admin.outbox.freshLink({ id: email!.id });
    const link = links[0]?.url.match(/^http:\/\/bayan\.test\/register\?token=([A-Za-z0-9_-]{43})$/);
    expect(link, `a registration link for ${to}`).toBeTruthy();
    return { token: link![1]!, email: email! };
  }

  /** A waitlist entry for `email` that has joined and been invited. */
  async function invitedEntry(email: string, language: "en" | "ar" = "en") {
    const { t, admin } = suite();
    await t.caller.waitlist.join({ email, language });
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, email));
    await admin.waitlist.invite({ id: entry!.id });
    return entry!;
  }

  return { tokenSentTo, invitedEntry };
}
