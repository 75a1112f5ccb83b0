import { contactPriorities, type OutboxStatus as DeliveryStatus } from "@bayan/trpc/rules";
import {
  Alert,
  Button,
  CloseButton,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconAlertTriangle,
  IconArchive,
  IconBan,
  IconCheck,
  IconMail,
  IconMailOpened,
  IconSend,
  IconShieldCheck,
  type Icon,
} from "@tabler/icons-react";
import { useState, type ReactNode, type Ref } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { DeleteButton } from "../../lib/DeleteButton";
import { useAdminFormat } from "../../lib/format";
import { EmailStatusBadge } from "../emails/labels";
import { ContactNote } from "./ContactNote";
import classes from "./ContactScreen.module.css";
import { PriorityBadge, StatusBadge, useContactLabels } from "./labels";
import { replyMailto } from "./mailto";
import { isSample, type Submission } from "./sampleSubmissions";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { useSpamReason } from "./spamReason";
import type { ContactActions } from "./useContactActions";

export interface ContactDetailProps {
  submission: Submission;
  actions: ContactActions;
  /** Called once the submission is deleted on the server. */
  onDeleted: () => void;
  /**
   * The desktop panel's heading (`headingRef`, focused as a message opens) and close button; the
   * Drawer has its own.
   */
  heading?: { onClose: () => void; headingRef: Ref<HTMLHeadingElement> };
}

/**
 * One submission in full (SPEC 2.16): the message, who sent it, when, in which language and from
 * where; the stored reply; the spam reason; status, priority and delete; and the reply box.
 * Sample rows (the list failed to load) show everything with every action disabled.
 */
export function ContactDetail({ submission, actions, onDeleted, heading }: ContactDetailProps) {
  const { onClose, headingRef } = heading ?? {};
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useContactLabels();
  const spamReason = useSpamReason();
  const sample = isSample(submission);
  const spam = submission.status === "spam";
  const { update, setPriority, remove } = actions;
  const busy = update.isPending || setPriority.isPending || remove.isPending;
  const locked = sample || busy;

  const setStatus = (status: "read" | "spam" | "archived") =>
    update.mutate({ id: submission.id, status });

  const askToDelete = () => actions.askToDelete(submission, onDeleted);

  // The status changes a message offers: out of the spam folder, or read, spam and archived.
  const moves: ["read" | "spam" | "archived", Icon, string, boolean][] = [
    spam
      ? ["read", IconShieldCheck, t`Not spam`, locked]
      : [
          "read",
          IconMailOpened,
          t`Mark as read`,
          locked || !["new", "archived"].includes(submission.status),
        ],
    ["spam", IconBan, t`Mark as spam`, locked || spam],
    ["archived", IconArchive, t`Archive`, locked || spam || submission.status === "archived"],
  ];

  return (
    <Stack gap="md">
      {onClose ? (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title
            order={2}
            fz="h4"
            ref={headingRef}
            tabIndex={-1}
            style={{ overflowWrap: "anywhere", outline: "none" }}
          >
            <bdi>{labels.subject(submission.subject)}</bdi>
          </Title>
          <CloseButton onClick={onClose} aria-label={t`Close the message`} />
        </Group>
      ) : null}

      <Group gap="xs">
        <StatusBadge status={submission.status} />
        <PriorityBadge priority={submission.priority} />
      </Group>

      <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
        <Field label={t`From`} wide>
          <bdi>{submission.name}</bdi>
          <Text component="span" display="block" size="sm" c="dimmed">
            <bdi>{submission.email}</bdi>
          </Text>
        </Field>
        <Field label={t`Language`}>{labels.language[submission.language]}</Field>
        <Field label={t`Source`}>{labels.source(submission.source)}</Field>
        <Field label={t`Received`}>{format.dateTime(submission.createdAt)}</Field>
        <Field label={t`Last updated`}>{format.dateTime(submission.updatedAt)}</Field>
      </SimpleGrid>

      <Stack gap={6}>
        <Title order={3} fz="sm">
          {t`Message`}
        </Title>
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Text
            size="sm"
            className={classes.message}
            dir="auto"
            lang={submission.language}
            style={{ textAlign: "start" }}
          >
            {submission.message}
          </Text>
        </Paper>
      </Stack>

      {spam ? (
        <ContactNote
          color="red"
          icon={IconBan}
          title={t`Filed as spam`}
          titleClass={classes.titleError}
        >
          {spamReason(submission, format.number)}
        </ContactNote>
      ) : null}

      {actions.canReply ? (
        <Group gap="xs">
          {moves.map(([status, MoveIcon, label, disabled]) => (
            <Button
              key={label}
              variant="default"
              size="xs"
              leftSection={<MoveIcon size={16} aria-hidden="true" />}
              disabled={disabled}
              onClick={() => setStatus(status)}
            >
              {label}
            </Button>
          ))}
          <DeleteButton
            size="xs"
            disabled={locked}
            loading={remove.isPending}
            onClick={() => void askToDelete()}
          />
        </Group>
      ) : null}

      <Select
        label={t`Priority`}
        maw={220}
        data={contactPriorities.map((value) => ({ value, label: labels.priority[value] }))}
        value={submission.priority}
        allowDeselect={false}
        disabled={locked || !actions.canReply}
        onChange={(value) => {
          if (value && value !== submission.priority) {
            setPriority.mutate({ id: submission.id, priority: value });
          }
        }}
      />

      {submission.reply ? (
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Title order={3} fz="sm">
              {t`Your reply`}
            </Title>
            {submission.replyStatus ? (
              <Group gap={6} wrap="nowrap">
                <Text span size="xs" c="dimmed">
                  {t`Email:`}
                </Text>
                <EmailStatusBadge status={submission.replyStatus} size="sm" />
              </Group>
            ) : null}
          </Group>
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" className={classes.message} dir="auto" style={{ textAlign: "start" }}>
              {submission.reply}
            </Text>
            {submission.repliedAt ? <RepliedAt at={submission.repliedAt} /> : null}
            {submission.replyError ? (
              <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
                {t`Last error:`} <bdi>{submission.replyError}</bdi>
              </Text>
            ) : null}
          </Paper>
        </Stack>
      ) : null}

      {spam || !actions.canReply ? null : (
        <>
          <Divider />
          <ReplyBox key={submission.id} submission={submission} actions={actions} />
        </>
      )}
    </Stack>
  );
}

function RepliedAt({ at }: { at: string }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const when = format.dateTime(at);
  return (
    <Text size="xs" c="dimmed" mt={6}>
      {t`Replied ${when}`}
    </Text>
  );
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0, gridColumn: wide ? "1 / -1" : undefined }}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** How a reply went: its email delivered, still queued, given up; or the reply not saved. */
interface ReplyOutcome {
  kind: DeliveryStatus | "error";
  text: string;
}

const OUTCOME_COLOR: Record<ReplyOutcome["kind"], string> = {
  sent: "green",
  queued: "yellow",
  failed: "red",
  suppressed: "red",
  error: "red",
};

/**
 * The reply box: Send stays disabled while the text is blank (SPEC 5) and sends the text trimmed
 * through the server, which stores it, queues the email and marks the message replied. Beside it,
 * "Reply via email" opens the administrator's own mail program.
 */
function ReplyBox({ submission, actions }: { submission: Submission; actions: ContactActions }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<ReplyOutcome | null>(null);
  const sample = isSample(submission);
  const { reply } = actions;
  const blank = text.trim() === "";
  const name = submission.name;

  const send = () => {
    if (blank || sample) return;
    setOutcome(null);
    reply.mutate(
      { id: submission.id, reply: text.trim() },
      {
        onSuccess: ({ delivery, message, messageKey, params }) => {
          setText("");
          // Green only once the email was delivered: queued (SMTP missing, failing or slow,
          // with the reason) is yellow, failed red.
          setOutcome({ kind: delivery, text: messageText({ message, messageKey, params }) });
        },
        onError: (error) => {
          setOutcome({ kind: "error", text: errorText(error, t`The reply could not be sent.`) });
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="sm">
        {t`Reply`}
      </Title>
      <Textarea
        label={t`Your reply to ${name}`}
        placeholder={t`Write your reply…`}
        rows={5}
        resize="vertical"
        value={text}
        disabled={sample || reply.isPending}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Group gap="sm" justify="space-between">
        <Button
          leftSection={<DirectionalIcon icon={IconSend} size={16} aria-hidden="true" />}
          disabled={blank || sample}
          loading={reply.isPending}
          onClick={send}
        >
          {t`Send reply`}
        </Button>
        {sample ? (
          <Button variant="subtle" disabled leftSection={<IconMail size={16} aria-hidden="true" />}>
            {t`Reply via email`}
          </Button>
        ) : (
          <Button
            component="a"
            variant="subtle"
            href={replyMailto(submission.email, submission.subject)}
            leftSection={<IconMail size={16} aria-hidden="true" />}
          >
            {t`Reply via email`}
          </Button>
        )}
      </Group>
      {outcome ? (
        <Alert
          role={outcome.kind === "error" || outcome.kind === "failed" ? "alert" : "status"}
          color={OUTCOME_COLOR[outcome.kind]}
          variant="light"
          icon={
            outcome.kind === "sent" ? (
              <IconCheck size={18} aria-hidden="true" />
            ) : (
              <IconAlertTriangle size={18} aria-hidden="true" />
            )
          }
        >
          {outcome.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
