import { useLingui } from "@lingui/react/macro";
import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

export interface CopyFieldProps {
  /** The field's label ("Signing secret"). */
  label: string;
  /** What is shown and copied: a link, a key (left to right in either language). */
  value: string;
  /** The copy button's name until it has copied ("Copy the secret"); then "Copied". */
  copyLabel: string;
  /** Focused when its modal opens. */
  autoFocus?: boolean;
  /** The field may narrow below its label's width (a long key), keeping the button in view. */
  shrink?: boolean;
  /** The value's font: monospace for a key or a secret. The label keeps the interface's font. */
  ff?: "monospace";
}

/** The value alone in monospace (Mantine's `ff` would set the whole field, its label too). */
const MONOSPACE_VALUE = { input: { fontFamily: "var(--mantine-font-family-monospace)" } };

/**
 * A value to copy and take elsewhere: read-only (selected whole when focused) beside a copy
 * button, whose tooltip and name say "Copied" once it has.
 */
export function CopyField({ label, value, copyLabel, autoFocus, shrink, ff }: CopyFieldProps) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        readOnly
        value={value}
        label={label}
        dir="ltr"
        styles={ff === "monospace" ? MONOSPACE_VALUE : undefined}
        style={shrink ? { flex: 1, minWidth: 0 } : { flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
        data-autofocus={autoFocus || undefined}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : t`Copy`}>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={copy}
              aria-label={copied ? t`Copied` : copyLabel}
            >
              {copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
