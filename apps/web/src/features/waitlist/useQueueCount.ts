import { QUEUE_DISPLAY_OFFSET } from "@bayan/trpc/rules/public";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * The queue as the landing page shows it (SPEC 7, 8): the stored total plus 2,500. While loading,
 * or when the stats cannot be fetched (logged), the fetched part counts as 0.
 */
export function useQueueCount(): number {
  const trpc = useTRPC();
  const { data } = useQuery(
    trpc.waitlist.stats.queryOptions(undefined, {
      meta: { errorMessage: "Failed to fetch waitlist stats" },
    }),
  );
  return QUEUE_DISPLAY_OFFSET + (data?.totalInQueue ?? 0);
}
