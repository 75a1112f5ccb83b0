import { Divider, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useEntryLanguage, useLinkToken } from "../../lib/linkPage";
import { usePageText, type Said } from "../../lib/pageText";
import { useTRPC } from "../../lib/trpc";
import { DataErasedView, DataRights } from "./DataRights";
import { STATUS_PAGE_TEXTS } from "./messages";
import { CheckingStatus, StatusDetails, StatusFailed, StatusNotFound } from "./StatusViews";

/** How the page ended after a click in "Your data": erased, or the link found nothing any more. */
type Ending = { kind: "erased"; said: Said } | { kind: "gone" };

/**
 * The status page once the data layer is in: the place, the referral link and its count
 * (`waitlist.status`, by the link's token), the public leaderboard when it is switched on
 * (`waitlist.leaderboard`; left out if it cannot be read), and the person's data to download or
 * erase (DataRights).
 */
export function LiveStatus() {
  const trpc = useTRPC();
  const text = usePageText(STATUS_PAGE_TEXTS);
  const token = useLinkToken();
  const [ending, setEnding] = useState<Ending | null>(null);
  const status = useQuery({
    ...trpc.waitlist.status.queryOptions(
      { token: token ?? "" },
      { meta: { errorMessage: "Could not read the waitlist status" } },
    ),
    // Once erased, the link finds nothing: not asked again.
    enabled: typeof token === "string" && ending === null,
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

  if (ending?.kind === "erased") return <DataErasedView said={text(ending.said)} />;
  if (ending?.kind === "gone") return <StatusNotFound focus />;
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
  return (
    <Stack gap="lg">
      <StatusDetails status={status.data} leaderboard={leaderboard.data} />
      <Divider />
      <DataRights
        token={token}
        onErased={(said) => setEnding({ kind: "erased", said })}
        onGone={() => setEnding({ kind: "gone" })}
      />
    </Stack>
  );
}
