import type { ApiClient } from "../../lib/trpc";

/** How long the signed-in member is taken as known before it is asked again (a role can change). */
const MEMBER_STALE_MS = 60_000;

/**
 * The signed-in member's query (`auth.session`, docs/team.md), keyed by the session's token so
 * that another sign-in in this tab never reads the previous member. The /admin route starts it
 * before the screens' own queries (routes/admin.tsx); useMember reads it. Small and free of the
 * admin chunk's imports, as the route files are.
 */
export function memberQuery(client: ApiClient, token: string | null) {
  return {
    queryKey: ["admin-member", token] as const,
    queryFn: async () => (await client.auth.session.query()).member,
    staleTime: MEMBER_STALE_MS,
    refetchOnWindowFocus: true,
  };
}
