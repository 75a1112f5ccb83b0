import { waitlistStatuses } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Button, Divider, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconBan, IconCheck, IconDeviceFloppy, IconSend } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { DeleteButton } from "../../lib/DeleteButton";
import { FieldList } from "../../lib/FieldList";
import { useAdminFormat } from "../../lib/format";
import { PersonalDataSection } from "../../lib/personalData";
import { SuppressionBadge, EmailStatusBadge } from "../emails/labels";
import { useWaitlistLabels } from "./labels";
import { StatusBadge } from "./StatusBadge";
import { ConfirmedMark, FlagBadges, ReferralStateBadge } from "./WaitlistBadges";
import type { WaitlistActions, WaitlistEntry } from "./useWaitlistActions";

/** The notes' longest length, as the server takes it. */
const NOTES_MAX = 2000;

/**
 * Every field of one entry (SPEC 3) and its invitation email's state, in the detail drawer, with
 * the notes editable and saved on the server, and the entry's actions: invite, status, delete,
 * and the address's personal data (download, erase).
 * The queue's fields too (docs/waitlist-growth.md): place, confirmation time, referrals, who
 * referred the person and the referral's state (approved or rejected here while it waits for a
 * review), the fraud rules the join met, an older entry of the same address.
 */
export function EntryDetails({
  entry,
  actions,
}: {
  entry: WaitlistEntry;
  actions: WaitlistActions;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useWaitlistLabels();
  const busy = actions.busyId === entry.id;
  const canInvite = entry.status !== "registered";

  const missing = (text: string) => (
    <Text span size="sm" c="dimmed">
      {text}
    </Text>
  );
  const optional = (value: string | null) => (value ? value : missing(t`Not provided`));
  const rows: [string, ReactNode][] = [
    [t`Email`, <bdi key="email">{entry.email}</bdi>],
    [t`Name`, <bdi key="name">{entry.name}</bdi>],
    [t`Status`, <StatusBadge key="status" status={entry.status} />],
    [
      t({ message: "Place", context: "waitlist column: place in the queue" }),
      entry.position === null ? missing(t`Not in the queue`) : format.number(entry.position),
    ],
    [
      t({ message: "Confirmed", context: "waitlist column: when the address was confirmed" }),
      <ConfirmedMark key="confirmed" confirmedAt={entry.confirmedAt} withTime />,
    ],
    [
      t`Email delivery`,
      entry.suppressed ? (
        <SuppressionBadge key="suppressed" reason={entry.suppressed} />
      ) : (
        t`Can be emailed`
      ),
    ],
    [t`Referrals`, format.number(entry.referralCount)],
    [
      t`Referred by`,
      entry.referrer ? <bdi key="referrer">{entry.referrer}</bdi> : missing(t`Not referred`),
    ],
    ...(entry.referralState === "none"
      ? []
      : ([
          [
            t`Referral`,
            <ReferralStateBadge key="referral" state={entry.referralState} size="sm" />,
          ],
        ] satisfies [string, ReactNode][])),
    [
      t`Flags`,
      entry.flags.length > 0 ? (
        <Stack key="flags" gap={4} align="flex-start">
          <FlagBadges flags={entry.flags} />
          {entry.flags.map((flag) => (
            <Text key={flag} span size="xs" c="dimmed">
              {labels.flag[flag].meaning}
            </Text>
          ))}
        </Stack>
      ) : (
        missing(t`None`)
      ),
    ],
    ...(entry.duplicateOf
      ? ([[t`Same address as`, <bdi key="duplicate">{entry.duplicateOf}</bdi>]] satisfies [
          string,
          ReactNode,
        ][])
      : []),
    [t`Source`, <bdi key="source">{labels.source(entry.source)}</bdi>],
    [t`Language`, labels.language[entry.language]],
    [t`Referral code`, optional(entry.referralCode)],
    [t`Interests`, optional(entry.interests)],
    [t`Device`, optional(entry.device)],
    [t`Invited`, entry.sentAt ? format.dateTime(entry.sentAt) : missing(t`Not invited yet`)],
    ...(entry.sentStatus === "none"
      ? []
      : ([
          [
            t`Invitation email`,
            <Stack key="delivery" gap={4} align="flex-start">
              <EmailStatusBadge status={entry.sentStatus} size="sm" />
              {entry.inviteError ? (
                <Text span size="xs" c="dimmed">
                  {t`Last error:`} <bdi>{entry.inviteError}</bdi>
                </Text>
              ) : null}
            </Stack>,
          ],
        ] satisfies [string, ReactNode][])),
    [t`Registration date`, format.dateTime(entry.createdAt)],
    [t`Last updated`, format.dateTime(entry.updatedAt)],
  ];

  const { can } = actions;

  return (
    <Stack gap="lg">
      {can.run ? (
        <>
          <Group gap="xs" wrap="wrap">
            <Button
              leftSection={<DirectionalIcon icon={IconSend} size={16} aria-hidden="true" />}
              disabled={!canInvite}
              loading={busy}
              onClick={() => actions.invite(entry)}
            >
              {entry.status === "notified" ? t`Send the invite again` : t`Send invite`}
            </Button>
            <DeleteButton disabled={busy} onClick={() => void actions.remove(entry)} />
          </Group>
          {entry.referralState === "suspect" ? (
            <ReviewButtons entry={entry} actions={actions} />
          ) : null}
          {!canInvite ? (
            <Text size="sm" c="dimmed">
              {t`This person has already registered, so there is no invite to send.`}
            </Text>
          ) : null}

          <Select
            label={t`Change status`}
            data={waitlistStatuses.map((status) => ({
              value: status,
              label: labels.status[status],
            }))}
            value={entry.status}
            onChange={(value) => {
              const status = waitlistStatuses.find((s) => s === value);
              if (status && status !== entry.status) actions.setStatus(entry, status);
            }}
            allowDeselect={false}
            disabled={busy}
            maw={260}
          />
          <Divider />
        </>
      ) : null}

      <FieldList rows={rows} labelWidth={130} />

      <Divider />
      {can.run ? (
        <NotesEditor entry={entry} actions={actions} />
      ) : (
        <FieldList rows={[[t`Notes`, optional(entry.notes)]]} labelWidth={130} />
      )}

      <PersonalDataSection
        busy={actions.dataBusy(entry)}
        onDownload={() => actions.downloadData(entry)}
        onErase={() => void actions.eraseData(entry)}
      />
    </Stack>
  );
}

/** The decision on a referral waiting for a review: approve (credit the referrer) or reject. */
function ReviewButtons({ entry, actions }: { entry: WaitlistEntry; actions: WaitlistActions }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t`This referral met a fraud rule and waits for your review: the referrer is not credited yet.`}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          size="sm"
          color="green"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          loading={actions.reviewBusy === "approve"}
          disabled={actions.reviewBusy === "reject"}
          onClick={() => actions.review([entry.id], "approve")}
        >
          {t`Approve referral`}
        </Button>
        <Button
          size="sm"
          color="red"
          variant="light"
          leftSection={<IconBan size={16} aria-hidden="true" />}
          loading={actions.reviewBusy === "reject"}
          disabled={actions.reviewBusy === "approve"}
          onClick={() => actions.review([entry.id], "reject")}
        >
          {t`Reject referral`}
        </Button>
      </Group>
    </Stack>
  );
}

/** The admin's notes on the entry, saved through `waitlist.update`. */
function NotesEditor({ entry, actions }: { entry: WaitlistEntry; actions: WaitlistActions }) {
  const { t } = useLingui();
  const saved = entry.notes ?? "";
  const [text, setText] = useState(saved);
  const dirty = text.trim() !== saved.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty) void actions.saveNotes(entry, text);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t`Notes`}
          description={t`Only admins see these notes.`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={NOTES_MAX}
          rows={4}
          resize="vertical"
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            disabled={!dirty}
            loading={actions.notesBusy}
          >
            {t`Save notes`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
