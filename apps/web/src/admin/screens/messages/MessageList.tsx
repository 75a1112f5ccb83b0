import type { MailRow } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Badge,
  Box,
  Center,
  Group,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconPaperclip, IconStar, IconStarFilled } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { withHiddenLinks } from "../../lib/hiddenLinks";
import { LabelDots } from "./labels";
import { messageDateText } from "./messageDate";

export interface MessageListProps {
  rows: MailRow[];
  selectedId: string | undefined;
  onOpen: (row: MailRow) => void;
  /** Absent for a role that may not change a message (docs/team.md): the star is only shown. */
  onStar?: (row: MailRow) => void;
  /** The clock the dates are read against (replaceable in tests). */
  now: Date;
}

/** SPEC 2.12's rows: counterpart, subject, excerpt, date, attachment, star, High, label dots. */
export function MessageList({ rows, selectedId, onOpen, onStar, now }: MessageListProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const dateFormat = {
    time: format.time,
    weekday: format.weekday,
    monthDay: format.monthDay,
  };
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: "none" }}
      aria-label={t`Messages`}
    >
      {rows.map((row) => {
        const selected = row.id === selectedId;
        const unread = !row.read;
        return (
          <Box
            component="li"
            key={`${row.kind}:${row.id}`}
            data-testid="mail-row"
            bg={selected ? "var(--mantine-primary-color-light)" : undefined}
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Group gap={4} wrap="nowrap" align="flex-start" px="xs" py={8}>
              {onStar ? (
                <ActionIcon
                  variant="subtle"
                  color={row.starred ? "yellow" : "gray"}
                  aria-label={row.starred ? t`Unstar ${row.subject}` : t`Star ${row.subject}`}
                  aria-pressed={row.starred}
                  onClick={() => onStar(row)}
                >
                  {row.starred ? (
                    <IconStarFilled size={16} aria-hidden="true" />
                  ) : (
                    <IconStar size={16} aria-hidden="true" />
                  )}
                </ActionIcon>
              ) : (
                <Center w={28} h={28} c="yellow" style={{ flexShrink: 0 }}>
                  {row.starred ? (
                    <>
                      <IconStarFilled size={16} aria-hidden="true" />
                      <VisuallyHidden>{t`Starred`}</VisuallyHidden>
                    </>
                  ) : null}
                </Center>
              )}
              <UnstyledButton
                onClick={() => onOpen(row)}
                aria-current={selected ? "true" : undefined}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <RowLine weight={unread ? 700 : 500}>
                    {unread ? <VisuallyHidden>{t`Unread:`} </VisuallyHidden> : null}
                    {row.name || row.email || t`(no recipient)`}
                  </RowLine>
                  <Group gap={6} wrap="nowrap" style={{ flex: "none" }}>
                    {row.hasAttachments ? (
                      <IconPaperclip size={14} aria-label={t`Has attachments`} role="img" />
                    ) : null}
                    <Text size="xs" c="dimmed" fw={unread ? 700 : 400}>
                      {messageDateText(row.date, now, dateFormat, t`Yesterday`)}
                    </Text>
                  </Group>
                </Group>
                <Group gap={6} wrap="nowrap">
                  {row.priority === "high" ? (
                    <Badge size="xs" color="red" variant="light" style={{ flex: "none" }}>
                      {t`High`}
                    </Badge>
                  ) : null}
                  <RowLine weight={unread ? 600 : 400}>{row.subject || t`(no subject)`}</RowLine>
                  <Box ms="auto" style={{ flex: "none" }}>
                    <LabelDots labels={row.labels} />
                  </Box>
                </Group>
                <Text size="xs" c="dimmed" truncate="end" dir="auto">
                  {withHiddenLinks(row.excerpt, t`(hidden)`)}
                </Text>
              </UnstyledButton>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}

/** A row's sender or subject: one line, cut at its end, in the direction of its own text. */
function RowLine({ weight, children }: { weight: number; children: ReactNode }) {
  return (
    <Text size="sm" fw={weight} truncate="end" dir="auto" style={{ minWidth: 0 }}>
      {children}
    </Text>
  );
}
