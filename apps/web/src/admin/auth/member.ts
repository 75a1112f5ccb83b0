import type { RouterOutputs } from "@bayan/trpc";
import { PROCEDURE_PERMISSIONS, type AdminProcedurePath, type Permission } from "@bayan/trpc/rules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { sessionSnapshot, subscribeSession } from "../../lib/adminSession";
import { useTRPCClient } from "../../lib/trpc";
import { memberQuery } from "./memberQuery";

/** Who is signed in (`auth.session`, docs/team.md): name, email, role and what the role allows. */
export type SignedInMember = RouterOutputs["auth"]["session"]["member"];
export type TeamRole = SignedInMember["role"];

/** The roles' names (docs/team.md), in the interface language. */
export const ROLE_LABELS: Record<TeamRole, MessageDescriptor> = {
  owner: msg`Owner`,
  admin: msg({ message: "Admin", context: "user role" }),
  editor: msg`Editor`,
  support: msg({ message: "Support", context: "team role" }),
  viewer: msg`Viewer`,
};

/**
 * The signed-in member, from `auth.session`, cached by TanStack Query under this session's token
 * (another sign-in in this tab never reads the previous member); undefined while it loads, when
 * signed out, or when it could not be read.
 */
export function useMember(): SignedInMember | undefined {
  const client = useTRPCClient();
  const { token } = useSyncExternalStore(subscribeSession, sessionSnapshot);
  const query = useQuery({ ...memberQuery(client, token), enabled: token !== null });
  return token === null ? undefined : query.data;
}

/**
 * Whether the signed-in member's role has a permission (docs/team.md). False until the member is
 * known: a control shows once it is allowed, never before. The server refuses the call anyway
 * (403 `auth.forbidden`); this only spares a person buttons that would fail.
 */
export function useCan(permission: Permission): boolean {
  return useMember()?.permissions.includes(permission) ?? false;
}

/** Whether the signed-in member may call an admin procedure (PROCEDURE_PERMISSIONS' table). */
export function useMayCall(path: AdminProcedurePath): boolean {
  return useCan(PROCEDURE_PERMISSIONS[path]);
}
