import { useLingui } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { browserTimeZone } from "../../lib/format";
import { useDashboardFormat } from "./formatExtra";

/**
 * The launch's date and time in the browser's time zone, and which zone that is (the countdown
 * card and the upcoming events say it alike).
 */
export function LaunchTime({ targetDate, fw }: { targetDate: string; fw?: number }) {
  const { t } = useLingui();
  const format = useDashboardFormat();
  const zone = browserTimeZone();
  return (
    <>
      <Text size="sm" fw={fw}>
        <time dateTime={targetDate}>{format.fullDateTime(targetDate)}</time>
      </Text>
      <Text size="xs" c="dimmed">
        {zone
          ? t`Your time zone: ${zone} (${format.offset(targetDate)})`
          : t`In your browser's time zone (${format.offset(targetDate)})`}
      </Text>
    </>
  );
}
