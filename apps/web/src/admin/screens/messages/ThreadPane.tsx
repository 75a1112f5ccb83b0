import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";

import type { AttachmentDto, MailRow, ThreadDto } from "@bayan/trpc/schemas";
import { mailLabels } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconArchive,
  IconArchiveOff,
  IconArrowLeft,
  IconMail,
  IconPaperclip,
  IconSend,
  IconStar,
  IconStarFilled,
} from "@tabler/icons-react";
import { useState } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { withHiddenLinks } from "../../lib/hiddenLinks";
import { useMessageText, type Said } from "../../lib/messages";
import { EmailStatusBadge } from "../emails/labels";
import { downloadAttachment } from "./files";
import { useMailLabels } from "./labels";

export interface ThreadPaneProps {
  thread: ThreadDto | undefined;
  loading: boolean;
  error: unknown;
  onBack: () => void;
  /** Shows the back button (the thread replaces the list on narrow screens). */
  showBack: boolean;
  onFlags: (
    row: MailRow,
    flags: Partial<Pick<MailRow, "starred" | "labels" | "priority" | "read" | "archived">>,
  ) => void;
  /** Sends the reply; answers what became of its email, as the server says it. */
  onReply: (contactId: string, text: string) => Promise<{ delivery: string } & Said>;
  /**
   * A role that may not change a message nor answer it (docs/team.md): the conversation only,
   * its flags shown but not changeable, no reply box.
   */
  readOnly?: boolean;
}

/** A file's size in KB or MB, in the interface's digits. */
export function useFileSize() {
  const { t } = useLingui();
  const format = useAdminFormat();
  return (bytes: number) => {
    if (bytes < 1024 * 1024) {
      const kb = format.number(Math.max(1, Math.round(bytes / 1024)));
      return t`${kb} KB`;
    }
    const mb = format.number(Math.round((bytes / (1024 * 1024)) * 10) / 10);
    return t`${mb} MB`;
  };
}

/** An attachment as a chip that downloads it (with the admin's token). */
export function AttachmentChip({ file, onRemove }: { file: AttachmentDto; onRemove?: () => void }) {
  const { t } = useLingui();
  const size = useFileSize();
  const errorText = useErrorText();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        radius="xl"
        leftSection={<IconPaperclip size={14} aria-hidden="true" />}
        aria-label={t`Download ${file.name}`}
        onClick={() =>
          void downloadAttachment(file).catch((error: unknown) =>
            notifications.show({
              color: "red",
              message: errorText(error, t`The file could not be downloaded.`),
            }),
          )
        }
      >
        <Text span size="xs" truncate="end" maw={180}>
          {file.name}
        </Text>
        <Text span size="xs" c="dimmed" ms={6}>
          {size(file.size)}
        </Text>
      </Button>
      {onRemove ? (
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
          {t`Remove`}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * SPEC 2.12's thread pane: each message with its sender, date, text and attachment chips; the
 * row's actions (star, labels, priority, archive, mark unread); and, for a contact message, the
 * reply box, whose Send is disabled while it is blank. The reply is the contact reply itself.
 */
export function ThreadPane({
  thread,
  loading,
  error,
  onBack,
  showBack,
  onFlags,
  onReply,
  readOnly = false,
}: ThreadPaneProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useMailLabels();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const [reply, setReply] = useState("");
  const [sending, setSending] = useState(false);

  const back = showBack ? (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<DirectionalIcon icon={IconArrowLeft} size={16} />}
      onClick={onBack}
      w="fit-content"
    >
      {t`Back to messages`}
    </Button>
  ) : null;

  if (loading || !thread) {
    return (
      <Stack gap="sm">
        {back}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(error, t`The conversation could not be loaded.`)}
          </Alert>
        ) : (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t`Loading`} />
          </Group>
        )}
      </Stack>
    );
  }

  const { item } = thread;
  const subject = thread.messages[0]?.subject ?? item.subject;
  const send = async () => {
    if (!thread.contactId || !reply.trim()) return;
    setSending(true);
    try {
      const answer = await onReply(thread.contactId, reply.trim());
      setReply("");
      notifications.show({
        color:
          answer.delivery === "sent" ? "green" : answer.delivery === "failed" ? "red" : "yellow",
        message: messageText(answer),
      });
    } catch (failure) {
      notifications.show({
        color: "red",
        message: errorText(failure, t`The reply could not be sent.`),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={3} size="h4" dir="auto" style={{ overflowWrap: "anywhere" }}>
          {subject || t`(no subject)`}
        </Title>
        {readOnly ? null : (
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              color={item.starred ? "yellow" : "gray"}
              aria-label={item.starred ? t`Unstar this message` : t`Star this message`}
              aria-pressed={item.starred}
              onClick={() => onFlags(item, { starred: !item.starred })}
            >
              {item.starred ? (
                <IconStarFilled size={18} aria-hidden="true" />
              ) : (
                <IconStar size={18} aria-hidden="true" />
              )}
            </ActionIcon>
            {item.kind === "contact" ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconMail size={14} aria-hidden="true" />}
                onClick={() => onFlags(item, { read: false })}
              >
                {t`Mark unread`}
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              variant="default"
              leftSection={
                item.archived ? (
                  <IconArchiveOff size={14} aria-hidden="true" />
                ) : (
                  <IconArchive size={14} aria-hidden="true" />
                )
              }
              onClick={() => onFlags(item, { archived: !item.archived })}
            >
              {item.archived ? t`Move to inbox` : t`Archive`}
            </Button>
          </Group>
        )}
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <MultiSelect
          label={t`Labels`}
          data={mailLabels.map((value) => ({ value, label: labels.label(value) }))}
          value={item.labels}
          onChange={(value) => onFlags(item, { labels: value })}
          size="xs"
          w={240}
          searchable
          clearable
          disabled={readOnly}
        />
        <Select
          label={t`Priority`}
          data={(["high", "medium", "low"] as const).map((value) => ({
            value,
            label: labels.priority(value),
          }))}
          value={item.priority}
          onChange={(value) => value && onFlags(item, { priority: value })}
          allowDeselect={false}
          size="xs"
          w={140}
          disabled={readOnly}
        />
      </Group>
      <Divider />
      <Stack
        gap="sm"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={t`Conversation`}
      >
        {thread.messages.map((message) => (
          <Paper component="li" key={message.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {message.kind === "contact" ? message.from.name : t`Bayan (you)`}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {message.kind === "contact"
                    ? message.from.email
                    : t`To: ${message.to?.name ? `${message.to.name} <${message.to.email}>` : (message.to?.email ?? "")}`}
                </Text>
              </Stack>
              <Group gap="xs">
                {message.delivery ? <EmailStatusBadge status={message.delivery} size="xs" /> : null}
                <Text size="xs" c="dimmed">
                  {format.dateTime(message.date)}
                </Text>
              </Group>
            </Group>
            <Text
              size="sm"
              mt="xs"
              dir="auto"
              style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
            >
              {withHiddenLinks(message.content, t`(hidden)`)}
            </Text>
            {message.attachments.length > 0 ? (
              <Group gap="xs" mt="sm">
                {message.attachments.map((file) => (
                  <AttachmentChip key={file.id} file={file} />
                ))}
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
      {thread.canReply && !readOnly ? (
        <Stack gap="xs">
          <Textarea
            label={t`Reply`}
            placeholder={t`Write your reply…`}
            rows={4}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              leftSection={<DirectionalIcon icon={IconSend} size={16} />}
              disabled={!reply.trim()}
              loading={sending}
              onClick={() => void send()}
            >
              {t`Send reply`}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
