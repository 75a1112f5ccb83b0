import { teamMembers } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { messageKeyOf } from "../errors.js";
import { issueToken } from "../services/auth.js";

type T = Awaited<ReturnType<typeof setup>>;

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/**
 * A member's sessions (docs/team.md): each sees their open ones with browser, country and last
 * seen, ends any or all the others; the owner ends anyone's; nobody else sees another's.
 */
describe.each(testDatabaseKinds)("sessions on %s", (kind) => {
  let clock = new Date("2026-04-01T08:00:00.000Z");
  let t: T;
  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
  });
  afterAll(() => t.close());

  /** A session of the member from this browser and address; answers a caller on it. */
  async function signIn(memberId: string, userAgent: string, clientIp: string) {
    const { access_token } = await issueToken(
      { ...t.deps, now: () => clock },
      { id: memberId },
      {
        clientIp,
        userAgent,
      },
    );
    return t.callerAs("198.51.100.50", `Bearer ${access_token}`);
  }

  it("lists a member's open sessions and ends one, or all the others", async () => {
    const { member } = await t.memberCaller("editor");
    const laptop = await signIn(member.id, CHROME, "8.8.8.8");
    clock = new Date(clock.getTime() + 5 * 60_000);
    const phone = await signIn(member.id, SAFARI_IPHONE, "41.0.0.1");
    const tablet = await signIn(member.id, SAFARI_IPHONE, "192.168.1.4");
    const list = await phone.auth.sessions();
    expect(list.items.filter((s) => s.browser !== null)).toHaveLength(3);
    const mine = list.items.find((s) => s.current)!;
    expect(mine).toMatchObject({ browser: "Mobile Safari 17", os: "iOS", country: "ZA" });
    const laptopRow = list.items.find((s) => s.browser === "Chrome 131")!;
    expect(laptopRow).toMatchObject({ os: "Windows", country: "US", current: false });

    expect(await phone.auth.endSession({ id: laptopRow.id })).toMatchObject({
      messageKey: "team.sessionEnded",
    });
    expect(messageKeyOf(await failure(laptop.auth.session())).messageKey).toBe("auth.tokenRevoked");
    const ended = await phone.auth.endOtherSessions();
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect(messageKeyOf(await failure(tablet.auth.session())).messageKey).toBe("auth.tokenRevoked");
    expect((await phone.auth.sessions()).items.map((s) => s.current)).toEqual([true]);
  });

  it("keeps another member's sessions out of reach but the owner's", async () => {
    const { member: a, caller: alice } = await t.memberCaller("admin");
    const { caller: bob } = await t.memberCaller("admin");
    const [aliceSession] = (await alice.auth.sessions()).items;
    expect(
      messageKeyOf(await failure(bob.auth.endSession({ id: aliceSession!.id }))).messageKey,
    ).toBe("team.sessionNotFound");
    expect((await failure(bob.team.sessions({ id: a.id }))).code).toBe("FORBIDDEN");
    const owner = await t.adminCaller();
    expect((await owner.team.sessions({ id: a.id })).items).toHaveLength(1);
    expect(await owner.team.endSessions({ id: a.id })).toMatchObject({ ended: 1 });
    expect(messageKeyOf(await failure(alice.auth.session())).messageKey).toBe("auth.tokenRevoked");
    const [ownerRow] = await t.db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
    expect(ownerRow).toBeDefined();
    expect(
      (await failure(owner.team.sessions({ id: "00000000-0000-0000-0000-000000000000" }))).code,
    ).toBe("NOT_FOUND");
  });
});
