import { useLingui } from "@lingui/react/macro";
import { Button, type ButtonProps } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";

/** A query that failed and can be asked again. */
export interface Retryable {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface RetryButtonProps extends Pick<ButtonProps, "size" | "mt"> {
  /** The queries asked again (those that failed, or all of them). */
  queries: readonly Retryable[];
  /** With the refresh icon. */
  icon?: boolean;
  /** Its words, "Try again" unless the screen's spec says otherwise. */
  label?: string;
}

/** "Try again" after a load failed: asks each query again, spinning while they load. */
export function RetryButton({ queries, icon = false, label, size = "xs", mt }: RetryButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      size={size}
      mt={mt}
      variant="default"
      leftSection={icon ? <IconRefresh size={16} aria-hidden="true" /> : undefined}
      loading={queries.some((query) => query.isFetching)}
      onClick={() => {
        for (const query of queries) void query.refetch();
      }}
    >
      {label ?? t`Try again`}
    </Button>
  );
}
