import { userRoles, userStatuses, type UserRole, type UserStatus } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  Divider,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy, IconPencil, IconSend, IconX } from "@tabler/icons-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { DeleteButton } from "../../lib/DeleteButton";
import { FieldList } from "../../lib/FieldList";
import { FormFooter } from "../../lib/FormFooter";
import { errorStatus, useErrorText, useFieldErrors } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { PersonalDataSection } from "../../lib/personalData";
import { SuppressionBadge } from "../emails/labels";
import { OWN_DIRECTION, UserStatusBadge, useUserLabels } from "./labels";
import type { User, UserActions } from "./useUserActions";

/** The longest notes, subject and message the server takes. */
const NOTES_MAX = 2000;
const SUBJECT_MAX = 200;
const MESSAGE_MAX = 10_000;

/**
 * One user in full (SPEC 2.10), in the detail drawer: every field, an edit form (name, email,
 * role, status, notes) with Save and Cancel, delete after a confirmation, a box to email them
 * a message, and their address's personal data to download or erase (a data-subject request).
 */
export function UserDetail({ user, actions }: { user: User; actions: UserActions }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      {editing ? (
        <EditForm user={user} actions={actions} onDone={() => setEditing(false)} />
      ) : (
        <UserView user={user} actions={actions} onEdit={() => setEditing(true)} />
      )}
      {actions.can.reply ? (
        <>
          <Divider />
          <MessageBox user={user} actions={actions} />
        </>
      ) : null}
      <PersonalDataSection
        busy={actions.dataBusy(user)}
        onDownload={() => actions.downloadData(user)}
        onErase={() => void actions.eraseData(user)}
      />
    </Stack>
  );
}

function UserView({
  user,
  actions,
  onEdit,
}: {
  user: User;
  actions: UserActions;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useUserLabels();
  const missing = (text: string) => (
    <Text span size="sm" c="dimmed">
      {text}
    </Text>
  );
  const rows: [string, ReactNode][] = [
    [t`Name`, <bdi key="name">{user.name}</bdi>],
    [
      t`Email`,
      <bdi key="email" dir="ltr">
        {user.email}
      </bdi>,
    ],
    [t`Role`, labels.role[user.role]],
    [t`Status`, <UserStatusBadge key="status" status={user.status} />],
    [
      t`Email delivery`,
      user.suppressed ? (
        <SuppressionBadge key="suppressed" reason={user.suppressed} />
      ) : (
        t`Can be emailed`
      ),
    ],
    [t`Language`, labels.language[user.language]],
    [
      t`Interests`,
      user.interests ? <bdi key="interests">{user.interests}</bdi> : missing(t`Not provided`),
    ],
    [
      t`Notes`,
      user.notes ? (
        <Text key="notes" span size="sm" dir="auto" style={{ whiteSpace: "pre-wrap" }}>
          {user.notes}
        </Text>
      ) : (
        missing(t`No notes`)
      ),
    ],
    [t`Joined`, format.dateTime(user.joinedDate)],
    [t`Last active`, user.lastActive ? format.dateTime(user.lastActive) : missing(t`Never`)],
  ];
  const deleting = actions.remove.isPending && actions.remove.variables?.id === user.id;

  return (
    <Stack gap="lg">
      {actions.can.run ? (
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
            {t`Edit`}
          </Button>
          <DeleteButton loading={deleting} onClick={() => void actions.askToDelete(user)} />
        </Group>
      ) : null}
      <FieldList rows={rows} labelWidth={120} />
    </Stack>
  );
}

interface Draft {
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  notes: string;
}

/** The edit form: only what changed is sent; a refused field says why beside it. */
function EditForm({
  user,
  actions,
  onDone,
}: {
  user: User;
  actions: UserActions;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const labels = useUserLabels();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<Draft>({
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    notes: user.notes ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((was) => ({ ...was, [key]: value }));
    setErrors((was) => ({ ...was, [key]: undefined }));
  };

  const changes = {
    ...(draft.name.trim() !== user.name ? { name: draft.name.trim() } : {}),
    ...(draft.email.trim().toLowerCase() !== user.email ? { email: draft.email.trim() } : {}),
    ...(draft.role !== user.role ? { role: draft.role } : {}),
    ...(draft.status !== user.status ? { status: draft.status } : {}),
    ...(draft.notes.trim() !== (user.notes ?? "")
      ? { notes: draft.notes.trim() === "" ? null : draft.notes.trim() }
      : {}),
  };
  const dirty = Object.keys(changes).length > 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return onDone();
    const local: typeof errors = {};
    if (draft.name.trim().length < 2) local.name = t`Name must be at least 2 characters long`;
    if (draft.email.trim() === "") local.email = t`Email is required`;
    if (Object.keys(local).length > 0) return setErrors(local);
    setProblem(null);
    actions.update.mutate(
      { id: user.id, ...changes },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = fieldErrors(error);
          const known: typeof errors = {};
          for (const key of ["name", "email", "notes"] as const) {
            if (fields[key]) known[key] = fields[key];
          }
          const fallback = t`The change was not saved. Please try again.`;
          // The address another user has: the server's reason, beside it.
          if (errorStatus(error) === 409) known.email = errorText(error, fallback);
          if (Object.keys(known).length > 0) setErrors(known);
          else setProblem(errorText(error, fallback));
        },
      },
    );
  };

  const saving = actions.update.isPending;
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t`Edit user`}
        </Title>
        <TextInput
          label={t`Name`}
          value={draft.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name}
          styles={OWN_DIRECTION}
          maxLength={100}
          required
          data-autofocus
        />
        <TextInput
          label={t`Email`}
          type="email"
          dir="ltr"
          value={draft.email}
          onChange={(event) => set("email", event.currentTarget.value)}
          error={errors.email}
          maxLength={254}
          required
        />
        <Group grow gap="sm" align="flex-start">
          <Select
            label={t`Role`}
            data={userRoles.map((value) => ({ value, label: labels.role[value] }))}
            value={draft.role}
            allowDeselect={false}
            onChange={(value) => value && set("role", value)}
          />
          <Select
            label={t`Status`}
            data={userStatuses.map((value) => ({ value, label: labels.status[value] }))}
            value={draft.status}
            allowDeselect={false}
            onChange={(value) => value && set("status", value)}
          />
        </Group>
        <Textarea
          label={t`Notes`}
          description={t`Only admins see these notes.`}
          value={draft.notes}
          onChange={(event) => set("notes", event.currentTarget.value)}
          error={errors.notes}
          styles={OWN_DIRECTION}
          maxLength={NOTES_MAX}
          rows={3}
          resize="vertical"
        />
        <FormFooter
          problem={problem}
          saving={saving}
          onCancel={onDone}
          submit={t`Save`}
          icon={<IconDeviceFloppy size={16} aria-hidden="true" />}
          cancelIcon={<IconX size={16} aria-hidden="true" />}
        />
      </Stack>
    </form>
  );
}

/** SPEC 2.10's send-message box: an optional subject and the message; Send waits for words. */
function MessageBox({ user, actions }: { user: User; actions: UserActions }) {
  const { t } = useLingui();
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const blank = text.trim() === "";
  const sending = actions.message.isPending;
  const name = user.name;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || sending) return;
    actions.message.mutate(
      { id: user.id, message: text.trim(), ...(subject.trim() ? { subject: subject.trim() } : {}) },
      {
        onSuccess: () => {
          setSubject("");
          setText("");
        },
      },
    );
  };

  return (
    <form onSubmit={send}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t`Send a message`}
        </Title>
        <TextInput
          label={t`Subject (optional)`}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          styles={OWN_DIRECTION}
          maxLength={SUBJECT_MAX}
          disabled={sending}
        />
        <Textarea
          label={t`Message to ${name}`}
          placeholder={t`Write your message…`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          styles={OWN_DIRECTION}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) send(event);
          }}
          maxLength={MESSAGE_MAX}
          rows={4}
          resize="vertical"
          disabled={sending}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<DirectionalIcon icon={IconSend} size={16} aria-hidden="true" />}
            disabled={blank}
            loading={sending}
          >
            {t`Send message`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
