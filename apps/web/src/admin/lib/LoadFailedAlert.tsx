import { Alert, Stack, Text, type AlertProps } from "@mantine/core";
import { RetryButton } from "./RetryButton";

export interface LoadFailedAlertProps extends Pick<AlertProps, "icon" | "classNames"> {
  /** "Failed to fetch users data" (SPEC 8's words for each screen). */
  title: string;
  /** The screen's queries: shown when any failed; Try again asks each again. */
  queries: readonly { isError: boolean; isFetching: boolean; refetch: () => Promise<unknown> }[];
  /** The server's reason, in the interface language ("" for none): the screen's errorText. */
  detail: string;
}

/** A list screen's load failure: the title, the server's reason when it gave one, Try again. */
export function LoadFailedAlert({ title, queries, detail, ...look }: LoadFailedAlertProps) {
  if (!queries.some((query) => query.isError)) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert" {...look}>
      <Stack gap="xs" align="flex-start">
        {detail ? <Text size="sm">{detail}</Text> : null}
        <RetryButton queries={queries} />
      </Stack>
    </Alert>
  );
}
