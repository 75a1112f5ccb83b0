import { useLingui } from "@lingui/react/macro";
import { Text, VisuallyHidden } from "@mantine/core";

/** No value (a field that was empty, a row without an address): an em dash, "empty" when read. */
export function Nothing() {
  const { t } = useLingui();
  return (
    <Text span size="sm" c="dimmed">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t`empty`}</VisuallyHidden>
    </Text>
  );
}
