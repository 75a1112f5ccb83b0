import type { RouterOutputs } from "@bayan/trpc";
import { said } from "@bayan/trpc/rules/messages";
import { FakeTrpcError, type FakeHandlers } from "../../../test/fakeApi";

type Member = RouterOutputs["team"]["list"]["items"][number];

export const memberId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The owner, as the profile names them ("Administrator", no email). */
export const OWNER: Member = {
  id: memberId(1),
  name: "Administrator",
  email: "",
  role: "owner",
  status: "active",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-01T09:00:00.000Z",
};

export function member(n: number, fields: Partial<Member> = {}): Member {
  return {
    id: memberId(n),
    name: `Member ${n}`,
    email: `member${n}@example.com`,
    role: "viewer",
    status: "active",
    createdAt: "2026-11-10T09:00:00.000Z",
    updatedAt: "2026-11-10T09:00:00.000Z",
    ...fields,
  };
}

/**
 * A fake team server (docs/team.md) keeping its members: a new member is invited (the journeys'
 * server has no SMTP: the invitation is kept in the outbox), a role or a status changes one at a
 * time, the owner stays.
 */
export function fakeTeam(initial: Member[] = [OWNER]) {
  let team = [...initial];
  let next = 100;
  const find = (id: string) => {
    const found = team.find((m) => m.id === id);
    if (!found) throw new FakeTrpcError("NOT_FOUND", 404, "settings.teamMemberNotFound");
    return found;
  };
  const handlers: FakeHandlers = {
    "team.list": () => ({ items: team }),
    "team.add": (input) => {
      if (team.some((m) => m.email === input.email)) {
        throw new FakeTrpcError("CONFLICT", 409, "settings.teamEmailTaken");
      }
      const added = member((next += 1), {
        name: input.name,
        email: input.email,
        role: input.role ?? "viewer",
        status: "invited",
      });
      team = [...team, added];
      return { member: added, delivery: "queued", ...said("team.inviteNotDelivered") };
    },
    "team.resendInvite": ({ id }) => {
      if (find(id).status !== "invited") {
        throw new FakeTrpcError("CONFLICT", 409, "team.notInvited");
      }
      return { delivery: "queued", ...said("team.inviteNotDelivered") };
    },
    "team.update": ({ id, role, status }) => {
      const before = find(id);
      const changed: Member = {
        ...before,
        ...(role ? { role } : {}),
        ...(status ? { status } : {}),
      };
      team = team.map((m) => (m.id === id ? changed : m));
      const key = role
        ? ("settings.teamRoleChanged" as const)
        : status === "suspended"
          ? ("team.suspended" as const)
          : ("team.reactivated" as const);
      return { member: changed, ...said(key, { name: before.name }) };
    },
    "team.delete": ({ id }) => {
      find(id);
      team = team.filter((m) => m.id !== id);
      return { id };
    },
  };
  return { handlers, members: () => team };
}
