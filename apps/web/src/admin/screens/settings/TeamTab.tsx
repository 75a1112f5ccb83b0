import type { RouterOutputs } from "@bayan/trpc";
import { assignableTeamRoles, type teamMemberAddInput } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconTrash, IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useTRPC } from "../../../lib/trpc";
import { useConfirmDelete, useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { useSettingsLabels } from "./labels";

type Member = RouterOutputs["team"]["list"]["items"][number];

/**
 * Team members (SPEC 6): the stored list with roles; add (name, email, role), change a role, and
 * remove after a confirmation. The owner (the administrator, named as in the profile) has no
 * delete button and keeps the owner's role.
 */
export function TeamTab() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useSettingsLabels();
  const format = useAdminFormat();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const team = useQuery(trpc.team.list.queryOptions());
  const refresh = useRefresh((api) => [api.team]);
  const failed = useFailureToast(errorText);
  const confirm = useConfirmDelete();

  const form = useForm<z.input<typeof teamMemberAddInput>>({
    mode: "controlled",
    initialValues: { name: "", email: "", role: "viewer" },
    validate: {
      name: (v) => (v.trim().length >= 2 ? null : t`Name must be at least 2 characters long`),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t`Invalid email address`),
    },
  });
  const add = useMutation(
    trpc.team.add.mutationOptions({
      onSuccess: (member) => {
        notifications.show({ color: "green", message: t`${member.name} was added to the team` });
        form.reset();
        return refresh();
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) failed(t`The member was not added`)(error);
      },
    }),
  );
  const setRole = useMutation(
    trpc.team.setRole.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: "green", message: t`Role changed` });
        return refresh();
      },
      onError: failed(t`The role was not changed`),
    }),
  );
  const remove = useMutation(
    trpc.team.delete.mutationOptions({
      onSuccess: () => {
        notifications.show({ color: "green", message: t`Team member removed` });
        return refresh();
      },
      onError: failed(t`The member was not removed`),
    }),
  );
  const askToRemove = confirm(
    t`Remove team member`,
    t`Are you sure you want to delete this item?`,
    (member: Member) => remove.mutate({ id: member.id }),
  );
  const roleOptions = assignableTeamRoles.map((role) => ({
    value: role,
    label: labels.teamRole[role],
  }));

  return (
    <Stack gap="lg">
      {team.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t`Loading the team`} />
        </Center>
      ) : team.isError ? (
        <Alert color="red">{errorText(team.error, t`Failed to load the team.`)}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" aria-label={t`Team members`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Name`}</Table.Th>
                <Table.Th>{t`Email`}</Table.Th>
                <Table.Th>{t`Role`}</Table.Th>
                <Table.Th>{t`Added`}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t`Actions`}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.items.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <bdi>{member.name}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{member.email || "—"}</bdi>
                  </Table.Td>
                  <Table.Td>
                    {member.role === "owner" ? (
                      <Badge variant="light">{labels.teamRole.owner}</Badge>
                    ) : (
                      <Select
                        aria-label={t`Role of ${member.name}`}
                        data={roleOptions}
                        value={member.role}
                        allowDeselect={false}
                        size="xs"
                        w={130}
                        onChange={(role) => role && setRole.mutate({ id: member.id, role: role })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>{format.date(member.createdAt)}</Table.Td>
                  <Table.Td>
                    {member.role === "owner" ? null : (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Remove ${member.name}`}
                        onClick={() => void askToRemove(member)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
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
            {t`Team members are listed with their role; signing in stays with the administrator's password.`}
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
