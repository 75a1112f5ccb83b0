import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Button,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { IconDeviceFloppy, IconPencil, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useCan } from "../../auth/member";
import { useSectionForm } from "./useSectionForm";

/**
 * A description under its field, not between the label and the field: only some fields of a row
 * have one, and their fields would sit lower than their neighbours'.
 */
const DESCRIPTION_BELOW: TextInputProps["inputWrapperOrder"] = [
  "label",
  "input",
  "description",
  "error",
];

/**
 * Profile (SPEC 4 Settings): shown read-only until Edit Profile; Cancel puts the stored values
 * back, Save Changes saves them. The role is not editable (SPEC 5): the administrator is the
 * owner. The email is where the daily digest goes.
 */
export function ProfileTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  // Changed with the `run` permission (docs/team.md); the settings screen says why when not.
  const canChange = useCan("run");
  const { form, submit, saving } = useSectionForm("profile", preferences, () => setEditing(false));
  const readOnly = !editing;
  /** A field of the profile: read-only until Edit Profile. */
  const field = (path: Parameters<typeof form.getInputProps>[0]) => ({
    readOnly,
    ...form.getInputProps(path),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Full name`} required={editing} {...field("name")} />
          <TextInput
            label={t`Email`}
            type="email"
            dir="ltr"
            description={t`Where the daily digest is sent.`}
            inputWrapperOrder={DESCRIPTION_BELOW}
            {...field("email")}
          />
          <TextInput label={t`Phone`} type="tel" dir="ltr" {...field("phone")} />
          <TextInput
            label={t`Role`}
            value={t`Owner`}
            readOnly
            description={t`The administrator is the team's owner; the role cannot be changed.`}
            inputWrapperOrder={DESCRIPTION_BELOW}
          />
        </SimpleGrid>
        <Textarea
          label={t`Bio`}
          rows={3}
          maxLength={500}
          styles={{ input: { unicodeBidi: "plaintext" } }}
          {...field("bio")}
        />
        <Group gap="sm">
          {editing ? (
            <>
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
              >
                {t`Save Changes`}
              </Button>
              <Button
                variant="default"
                leftSection={<IconX size={18} aria-hidden="true" />}
                onClick={() => {
                  form.reset();
                  setEditing(false);
                }}
              >
                {t`Cancel`}
              </Button>
            </>
          ) : canChange ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              {t`Edit Profile`}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
