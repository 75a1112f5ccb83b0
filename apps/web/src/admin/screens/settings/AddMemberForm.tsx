import { assignableTeamRoles, type teamMemberAddInput } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconUserPlus } from "@tabler/icons-react";
import type { z } from "zod";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { useSettingsLabels } from "./labels";
import { useDeliveryToast } from "./useTeamActions";

type AddValues = Omit<z.input<typeof teamMemberAddInput>, "language">;

/** Days an invitation link works (the server's TEAM_INVITE_DAYS, docs/team.md). */
const INVITE_DAYS = 7;

/**
 * Invite a team member (docs/team.md): name, email and role; the invitation email goes out in the
 * language the inviting administrator is using, and the toast says what became of it.
 */
export function AddMemberForm() {
  const { t, i18n } = useLingui();
  const labels = useSettingsLabels();
  const format = useAdminFormat();
  const fieldErrors = useFieldErrors();
  const failed = useFailureToast(useErrorText());
  const form = useForm<AddValues>({
    mode: "controlled",
    initialValues: { name: "", email: "", role: "viewer" },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : t`Name must be at least 2 characters long`),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t`Invalid email address`),
    },
  });
  const trpc = useTRPC();
  const delivered = useDeliveryToast();
  const refresh = useRefresh((api) => [api.team]);
  const add = useMutation(
    trpc.team.add.mutationOptions({
      onSuccess: ({ member, delivery, ...said }) => {
        const name = member.name;
        delivered(delivery, said, t`${name} was added to the team`);
        form.reset();
        return refresh();
      },
      // A refused field is said beside it; anything else in a toast.
      onError: (error) => {
        const fields = fieldErrors(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) failed(t`The member was not added`)(error);
      },
    }),
  );
  const roleOptions = assignableTeamRoles.map((role) => ({
    value: role,
    label: labels.teamRole[role],
  }));
  // In the admin's number format (Arabic-Indic digits in Arabic).
  const days = format.number(INVITE_DAYS);
  const submit = (values: AddValues) =>
    add.mutate({ ...values, language: i18n.locale === "ar" ? "ar" : "en" });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t`Add a team member`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t`Name`} required {...form.getInputProps("name")} />
          <TextInput
            label={t`Email`}
            type="email"
            dir="ltr"
            required
            {...form.getInputProps("email")}
          />
          <Select
            label={t`Role`}
            data={roleOptions}
            allowDeselect={false}
            {...form.getInputProps("role")}
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {t`Add member`}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t`The new member gets an invitation by email, in the language you are using, and chooses their own password; the link works for ${days} days.`}
        </Text>
      </Stack>
    </form>
  );
}
