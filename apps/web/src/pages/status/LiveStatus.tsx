import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { useEntryLanguage, useLinkToken } from "../../lib/linkPage";
import { CheckingStatus, StatusDetails, StatusFailed, StatusNotFound } from "./StatusViews";

/**
 * The status page once the data layer is in: the place, the referral link and its count
 * (`waitlist.status`, by the link's token), and the public leaderboard when it is switched on
 * (`waitlist.leaderboard`; left out if it cannot be read).
 */
export function LiveStatus() {
  const trpc = useTRPC();
  const token = useLinkToken();
  const status = useQuery({
    ...trpc.waitlist.status.queryOptions(
      { token: token ?? "" },
      { meta: { errorMessage: "Could not read the waitlist status" } },
    ),
    enabled: typeof token === "string",
    retry: false,
  });
  const leaderboard = useQuery({
    ...trpc.waitlist.leaderboard.queryOptions(undefined, {
      meta: { errorMessage: "Could not read the leaderboard" },
    }),
    enabled: status.isSuccess,
    retry: false,
  });
  useEntryLanguage(status.data?.language);

  if (token === undefined) return <CheckingStatus />;
  if (token === null) return <StatusNotFound />;
  if (status.isError) {
    // Read from the tRPC error itself: importing lib/serverError here would split it from
    // lib/pageText into a chunk of its own, one more file for the contact page.
    const code = status.error.data?.httpStatus;
    if (code === 404 || code === 400) return <StatusNotFound />;
    return (
      <StatusFailed
        tooMany={code === 429}
        retrying={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data) return <CheckingStatus />;
  return <StatusDetails status={status.data} leaderboard={leaderboard.data} />;
}
