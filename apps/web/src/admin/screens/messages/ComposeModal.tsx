import type { AttachmentDto, DraftDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Autocomplete,
  Button,
  FileButton,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconPaperclip, IconSend, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { SEARCH_DEBOUNCE_MS } from "../../lib/listSearch";
import { useMessageText } from "../../lib/messages";
import { uploadAttachment } from "./files";
import { AttachmentChip } from "./ThreadPane";

/** How long the editor waits after the last keystroke before saving the draft. */
export const AUTOSAVE_MS = 1500;

export interface ComposeModalProps {
  opened: boolean;
  /** A saved draft to go on with, or null for a new message. */
  draft: DraftDto | null;
  onClose: () => void;
  /** Something was saved, sent or deleted: the lists and counts are asked again. */
  onChanged: () => void;
}

/**
 * Compose (SPEC 2.12): To (any address, with users suggested as you type), subject, text and
 * attachments (uploaded to the draft, removable, sizes shown). The draft is saved on the server
 * (Save draft, and automatically while writing); Send queues it and says whether it was
 * delivered; Discard deletes it.
 */
export function ComposeModal({ opened, draft, onClose, onChanged }: ComposeModalProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  // Mounted afresh for each opening (the screen keys it): the fields start from the draft.
  const [to, setTo] = useState(draft?.to ?? "");
  const [subject, setSubject] = useState(draft?.subject ?? "");
  const [body, setBody] = useState(draft?.body ?? "");
  const [files, setFiles] = useState<AttachmentDto[]>(draft?.attachments ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const idRef = useRef<string | null>(draft?.id ?? null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const [toQuery] = useDebouncedValue(to.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery(
    trpc.users.list.queryOptions(
      { search: toQuery, limit: 5 },
      { enabled: opened && toQuery.length >= 2 },
    ),
  );

  const create = useMutation(trpc.mailbox.createDraft.mutationOptions());
  const update = useMutation(trpc.mailbox.updateDraft.mutationOptions());
  const remove = useMutation(trpc.mailbox.deleteDraft.mutationOptions());
  const send = useMutation(trpc.mailbox.send.mutationOptions());

  /**
   * Saves what is written (creating the draft the first time); answers the draft's id. Saves run
   * one after another, so a draft is never created twice.
   */
  const save = (): Promise<string> => {
    const fields = { to, subject, body };
    const run = async () => {
      const saved = idRef.current
        ? await update.mutateAsync({ id: idRef.current, ...fields })
        : await create.mutateAsync({ ...fields, contactId: draft?.contactId ?? null });
      idRef.current = saved.id;
      setDirty(false);
      setSavedAt(new Date());
      return saved.id;
    };
    const next = chain.current.catch(() => undefined).then(run);
    chain.current = next;
    return next;
  };

  // Autosave a little after the last change.
  useEffect(() => {
    if (!opened || !dirty || send.isPending) return;
    const timer = setTimeout(() => {
      void save()
        .then(onChanged)
        .catch(() => undefined);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saves the latest text only
  }, [opened, dirty, to, subject, body]);

  const edit = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setDirty(true);
  };

  const attach = async (picked: File[]) => {
    if (picked.length === 0) return;
    setUploading(true);
    try {
      const id = await save();
      for (const file of picked) {
        try {
          const added = await uploadAttachment(id, file);
          setFiles((prev) => [...prev, added]);
        } catch (error) {
          notifications.show({
            color: "red",
            title: file.name,
            message: errorText(error, t`The file could not be attached.`),
          });
        }
      }
      onChanged();
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t`The draft was not saved.`) });
    } finally {
      setUploading(false);
    }
  };

  const detach = useMutation(trpc.mailbox.detach.mutationOptions());
  const removeFile = (file: AttachmentDto) =>
    detach.mutate(
      { id: file.id },
      {
        onSuccess: () => {
          setFiles((prev) => prev.filter((f) => f.id !== file.id));
          onChanged();
        },
        onError: (error) =>
          notifications.show({ color: "red", message: errorText(error, t`Please try again.`) }),
      },
    );

  const saveDraft = async () => {
    try {
      await save();
      onChanged();
      notifications.show({ color: "bayan", message: t`Draft saved` });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notifications.show({ color: "red", message: errorText(error, t`The draft was not saved.`) });
    }
  };

  const sendNow = async () => {
    setErrors({});
    try {
      const id = await save();
      const answer = await send.mutateAsync({ id, language: i18n.locale === "ar" ? "ar" : "en" });
      onChanged();
      notifications.show({
        color:
          answer.delivery === "sent" ? "green" : answer.delivery === "failed" ? "red" : "yellow",
        message: messageText(answer),
      });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      notifications.show({ color: "red", message: errorText(error, t`The message was not sent.`) });
      onChanged();
    }
  };

  const discard = async () => {
    await chain.current.catch(() => undefined);
    if (idRef.current) {
      try {
        await remove.mutateAsync({ id: idRef.current });
      } catch (error) {
        notifications.show({ color: "red", message: errorText(error, t`Please try again.`) });
        return;
      }
      onChanged();
    }
    onClose();
  };

  const busy = create.isPending || update.isPending || send.isPending || uploading;
  const replying = Boolean(draft?.contactId);
  const userOptions = (suggestions.data?.items ?? []).map((user) => ({
    value: user.email,
    label: `${user.name} <${user.email}>`,
  }));

  return (
    <Modal
      opened={opened}
      onClose={() => {
        // Closing keeps what was written as a draft.
        if (dirty && (to || subject || body))
          void save()
            .then(onChanged)
            .catch(() => undefined);
        onClose();
      }}
      title={replying ? t`Reply` : draft ? t`Edit draft` : t`New message`}
      size="lg"
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <Stack gap="sm">
        <Autocomplete
          label={t`To`}
          placeholder={t`name@example.com or a user's name`}
          data={userOptions}
          value={to}
          onChange={edit(setTo)}
          error={errors.to}
          disabled={replying}
          autoComplete="off"
        />
        <TextInput
          label={t`Subject`}
          value={subject}
          onChange={(event) => edit(setSubject)(event.currentTarget.value)}
          error={errors.subject}
          disabled={replying}
          maxLength={200}
        />
        <Textarea
          label={t`Message`}
          rows={8}
          value={body}
          onChange={(event) => edit(setBody)(event.currentTarget.value)}
          error={errors.body}
        />
        <Group gap="xs" wrap="wrap">
          {files.map((file) => (
            <AttachmentChip key={file.id} file={file} onRemove={() => removeFile(file)} />
          ))}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <FileButton onChange={(picked) => void attach(picked)} multiple>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                  loading={uploading}
                >
                  {t`Attach files`}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t`Up to 5 MB a file, 10 MB in all.`}
            </Text>
          </Group>
          {savedAt ? (
            <Text size="xs" c="dimmed" role="status">
              {t`Draft saved`}
            </Text>
          ) : null}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs" mt="sm">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => void discard()}
            disabled={busy}
          >
            {t`Discard`}
          </Button>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              onClick={() => void saveDraft()}
              disabled={busy}
            >
              {t`Save draft`}
            </Button>
            <Button
              leftSection={<DirectionalIcon icon={IconSend} size={16} />}
              onClick={() => void sendNow()}
              loading={send.isPending}
              disabled={busy || !body.trim()}
            >
              {t`Send`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
