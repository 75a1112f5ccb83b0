import { Alert, Stack, Text, type AlertProps } from "@mantine/core";
import { useErrorText } from "./errorText";
import { RetryButton } from "./RetryButton";

export interface LoadFailedAlertProps extends Pick<AlertProps, "icon" | "classNames"> {
  /** "Failed to fetch users data" (SPEC 8's words for each screen). */
  title: string;
  /**
   * The screen's queries: shown when any failed, with the first failure's reason from the server
   * (in the interface language) when it gave one; Try again asks each again.
   */
  queries: readonly {
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  }[];
}

/** A list screen's load failure: the title, the server's reason when it gave one, Try again. */
export function LoadFailedAlert({ title, queries, ...look }: LoadFailedAlertProps) {
  const errorText = useErrorText();
  if (!queries.some((query) => query.isError)) return null;
  const detail = errorText(queries.find((query) => query.error != null)?.error, "");
  return (
    <Alert color="red" variant="light" title={title} role="alert" {...look}>
      <Stack gap="xs" align="flex-start">
        {detail ? <Text size="sm">{detail}</Text> : null}
        <RetryButton queries={queries} />
      </Stack>
    </Alert>
  );
}
