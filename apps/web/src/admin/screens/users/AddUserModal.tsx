import { userRoles, type Language, type UserRole } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconSend } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { FormFooter } from "../../lib/FormFooter";
import { errorStatus, useErrorText, useFieldErrors } from "../../lib/errorText";
import { OWN_DIRECTION, useUserLabels } from "./labels";
import type { UserActions } from "./useUserActions";

export interface AddUserModalProps {
  opened: boolean;
  onClose: () => void;
  actions: UserActions;
}

/**
 * Add user (SPEC 2.10): an invitation to register, with the email, an optional name, the role and
 * the language of the email. The toast says what became of the invitation's email.
 */
export function AddUserModal({ opened, onClose, actions }: AddUserModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Add user`}
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {/* A fresh form each time it opens. */}
      {opened ? <AddUserForm actions={actions} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddUserForm({ actions, onDone }: { actions: UserActions; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const labels = useUserLabels();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<UserRole>("student");
  const [language, setLanguage] = useState<Language>(i18n.locale === "ar" ? "ar" : "en");
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { invite } = actions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: typeof errors = {};
    if (email.trim() === "") local.email = t`Email is required`;
    if (name.trim() !== "" && name.trim().length < 2) {
      local.name = t`Name must be at least 2 characters long`;
    }
    if (Object.keys(local).length > 0) return setErrors(local);
    setProblem(null);
    invite.mutate(
      {
        email: email.trim(),
        role,
        language,
        ...(name.trim() ? { name: name.trim() } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = fieldErrors(error);
          const known: typeof errors = {};
          if (fields.email) known.email = fields.email;
          if (fields.name) known.name = fields.name;
          const fallback = t`The invitation was not sent. Please try again.`;
          // Someone who already has an account: the server's reason, beside the address.
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
          {t`They get an email with a link to register. The account is theirs once they choose a password.`}
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
        <TextInput
          label={t`Name (optional)`}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((was) => ({ ...was, name: undefined }));
          }}
          error={errors.name}
          maxLength={100}
          styles={OWN_DIRECTION}
        />
        <Group grow gap="sm" align="flex-start">
          <Select
            label={t`Role`}
            data={userRoles.map((value) => ({ value, label: labels.role[value] }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value)}
          />
          <Select
            label={t`Email language`}
            data={(["en", "ar"] as const).map((value) => ({
              value,
              label: labels.language[value],
            }))}
            value={language}
            allowDeselect={false}
            onChange={(value) => value && setLanguage(value)}
          />
        </Group>
        <FormFooter
          problem={problem}
          saving={invite.isPending}
          onCancel={onDone}
          submit={t`Send invitation`}
          icon={<DirectionalIcon icon={IconSend} size={16} aria-hidden="true" />}
        />
      </Stack>
    </form>
  );
}
