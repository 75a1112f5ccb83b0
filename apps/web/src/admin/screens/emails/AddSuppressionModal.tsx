import { SUPPRESSION_NOTE_MAX } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMailOff } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { FormFooter } from "../../lib/FormFooter";
import { errorStatus, useErrorText, useFieldErrors } from "../../lib/errorText";
import { OWN_DIRECTION } from "../users/labels";
import type { SuppressionActions } from "./useSuppressionActions";

export interface AddSuppressionModalProps {
  opened: boolean;
  onClose: () => void;
  actions: SuppressionActions;
}

/**
 * Add address: an address never to mail again (reason "manual"), with an optional note kept in the
 * record of the change. An address already on the list is refused with its reason, beside it.
 */
export function AddSuppressionModal({ opened, onClose, actions }: AddSuppressionModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Add an address`}
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {/* A fresh form each time it opens. */}
      {opened ? <AddSuppressionForm actions={actions} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddSuppressionForm({
  actions,
  onDone,
}: {
  actions: SuppressionActions;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ email?: string; note?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { add } = actions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === "") return setErrors({ email: t`Email is required` });
    setProblem(null);
    add.mutate(
      { email: email.trim(), ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = fieldErrors(error);
          const known: typeof errors = {};
          if (fields.email) known.email = fields.email;
          if (fields.note) known.note = fields.note;
          const fallback = t`The address was not added. Please try again.`;
          // Already on the list: the server names the reason it keeps, beside the address.
          if (errorStatus(error) === 409) known.email = errorText(error, fallback);
          if (Object.keys(known).length > 0) setErrors(known);
          else setProblem(errorText(error, fallback));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`No email of any kind is sent to this address until it is removed from the list. Every spelling of the same inbox counts as this address.`}
        </Text>
        <TextInput
          label={t`Email`}
          type="email"
          dir="ltr"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((was) => ({ ...was, email: undefined }));
          }}
          error={errors.email}
          maxLength={254}
          required
          data-autofocus
        />
        <Textarea
          label={t`Note (optional)`}
          description={t`Why, for the record: who asked, and how.`}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setErrors((was) => ({ ...was, note: undefined }));
          }}
          error={errors.note}
          maxLength={SUPPRESSION_NOTE_MAX}
          rows={3}
          styles={OWN_DIRECTION}
        />
        <FormFooter
          problem={problem}
          saving={add.isPending}
          onCancel={onDone}
          submit={t`Add to the list`}
          icon={<IconMailOff size={16} aria-hidden="true" />}
        />
      </Stack>
    </form>
  );
}
