import type { ContactPriority, MailFolder } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Box, Group, Text, Tooltip } from "@mantine/core";
import { useCallback } from "react";
import { useAdminFormat } from "../../lib/format";

/** SPEC 9's label colours: urgent red, support blue, feedback green, billing amber, others grey. */
const LABEL_COLOR: Record<string, string> = {
  urgent: "red",
  support: "blue",
  feedback: "green",
  billing: "orange",
};
export const labelColor = (label: string) => LABEL_COLOR[label] ?? "gray";

/** SPEC 9: a row shows up to two label dots, then +N. */
export const MAX_LABEL_DOTS = 2;

/** The mailbox's words: folders, labels, priorities, empty-folder hints. */
export function useMailLabels() {
  const { t } = useLingui();
  const folder = useCallback(
    (value: MailFolder) =>
      ({ inbox: t`Inbox`, sent: t`Sent`, drafts: t`Drafts`, archived: t`Archived` })[value],
    [t],
  );
  const label = useCallback(
    (value: string) =>
      (
        ({
          urgent: t`Urgent`,
          support: t`Support`,
          feedback: t`Feedback`,
          billing: t`Billing`,
        }) as Record<string, string>
      )[value] ?? value,
    [t],
  );
  const priority = useCallback(
    (value: ContactPriority) => ({ high: t`High`, medium: t`Medium`, low: t`Low` })[value],
    [t],
  );
  const emptyHint = useCallback(
    (value: MailFolder) =>
      ({
        inbox: t`Messages sent through the contact form arrive here.`,
        sent: t`Emails you send, replies and invitations appear here.`,
        drafts: t`Messages you save without sending wait here.`,
        archived: t`Archive a message to keep it out of the way; it waits here.`,
      })[value],
    [t],
  );
  return { folder, label, priority, emptyHint };
}

/** A row's labels: two coloured dots with the names for assistive technology, then +N. */
export function LabelDots({ labels }: { labels: readonly string[] }) {
  const { t } = useLingui();
  const { label } = useMailLabels();
  const format = useAdminFormat();
  if (labels.length === 0) return null;
  const shown = labels.slice(0, MAX_LABEL_DOTS);
  const more = labels.length - shown.length;
  const names = labels.map(label).join(", ");
  return (
    <Tooltip label={names} withArrow>
      <Group gap={4} wrap="nowrap" role="img" aria-label={t`Labels: ${names}`}>
        {shown.map((name) => (
          <Box
            key={name}
            w={8}
            h={8}
            bg={`${labelColor(name)}.6`}
            style={{ borderRadius: "50%", flex: "none" }}
          />
        ))}
        {more > 0 ? (
          <Text span size="xs" c="dimmed">
            +{format.number(more)}
          </Text>
        ) : null}
      </Group>
    </Tooltip>
  );
}
