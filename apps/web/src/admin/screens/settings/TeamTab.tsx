import { assignableTeamRoles } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Badge, Group, Select, Stack, Table, Text } from "@mantine/core";
import {
  IconLogout2,
  IconMailForward,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useCan } from "../../auth/member";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { PhoneTable } from "../../lib/PhoneTable";
import { RowAction, RowActions } from "../../lib/RowActions";
import { AddMemberForm } from "./AddMemberForm";
import { useSettingsLabels } from "./labels";
import { useTeamActions, type Member, type TeamActions } from "./useTeamActions";
import { usePhone } from "../../lib/usePhone";

const ICON = { size: 18, "aria-hidden": true } as const;

/** A member's status badge's colour: invited (no password yet), active, suspended. */
const STATUS_COLOR: Record<Member["status"], string> = {
  invited: "blue",
  active: "teal",
  suspended: "red",
};

/** The words of a member's status (docs/team.md). */
function useStatusLabels(): Record<Member["status"], string> {
  const { t } = useLingui();
  return {
    invited: t({ message: "Invited", context: "team member status" }),
    active: t({ message: "Active", context: "team member status" }),
    suspended: t({ message: "Suspended", context: "team member status" }),
  };
}

/** A badge never narrower than its word (a narrow column cut "Active" to "ACT..."). */
const WHOLE_WORD = { minWidth: "max-content" } as const;

/**
 * Team members (SPEC 6, docs/team.md): the stored list with each member's role and status (invited,
 * active, suspended). With the `team` permission (the owner): invite a member, change a role, send
 * an invitation again, suspend (asked first) or let back in, remove (asked first). The owner, named
 * as in the profile, keeps the owner's role and can be neither suspended nor removed. Other roles
 * read the list (the settings screen says why its buttons are not there).
 */
export function TeamTab() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const labels = useSettingsLabels();
  const statusLabels = useStatusLabels();
  const team = useQuery(trpc.team.list.queryOptions());
  const manage = useCan("team");
  const actions = useTeamActions();
  const phone = usePhone();

  return (
    <Stack gap="lg">
      <PhoneTable
        query={team}
        loadingLabel={t`Loading the team`}
        failedText={t`Failed to load the team.`}
        label={t`Team members`}
        phone={phone}
        minWidth={680}
        headings={[
          t`Name`,
          t`Email`,
          t`Role`,
          t`Status`,
          t`Added`,
          ...(manage ? [{ hidden: t`Actions` }] : []),
        ]}
        // On a phone, two columns that fit its width: who, and what they may do.
        phoneHeadings={[t`Member`, t`Role`]}
      >
        {(team.data?.items ?? []).map((member) => {
          const name = <bdi>{member.name}</bdi>;
          const email = (
            <bdi dir="ltr" style={{ overflowWrap: "anywhere" }}>
              {member.email || "—"}
            </bdi>
          );
          const role =
            member.role === "owner" || !manage ? (
              <Badge
                variant="light"
                color={member.role === "owner" ? undefined : "gray"}
                style={WHOLE_WORD}
              >
                {labels.teamRole[member.role]}
              </Badge>
            ) : (
              <RoleSelect member={member} actions={actions} />
            );
          const status = (
            <Badge variant="light" color={STATUS_COLOR[member.status]} style={WHOLE_WORD}>
              {statusLabels[member.status]}
            </Badge>
          );
          const memberActions =
            manage && member.role !== "owner" ? (
              <MemberActions member={member} actions={actions} />
            ) : null;
          return phone ? (
            <Table.Tr key={member.id}>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {email}
                  </Text>
                  <Group gap="xs">
                    {status}
                    <Text size="xs" c="dimmed">
                      {format.date(member.createdAt)}
                    </Text>
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="flex-start">
                  {role}
                  {memberActions}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={member.id}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{email}</Table.Td>
              <Table.Td>{role}</Table.Td>
              <Table.Td>{status}</Table.Td>
              <Table.Td>{format.date(member.createdAt)}</Table.Td>
              {manage ? <Table.Td>{memberActions}</Table.Td> : null}
            </Table.Tr>
          );
        })}
      </PhoneTable>
      {manage ? <AddMemberForm /> : null}
    </Stack>
  );
}

/** A member's role, changed as soon as another is chosen (`team.update`). */
function RoleSelect({ member, actions }: { member: Member; actions: TeamActions }) {
  const { t } = useLingui();
  const labels = useSettingsLabels();
  const name = member.name;
  return (
    <Select
      aria-label={t`Role of ${name}`}
      data={assignableTeamRoles.map((role) => ({ value: role, label: labels.teamRole[role] }))}
      value={member.role}
      allowDeselect={false}
      size="xs"
      w={130}
      disabled={actions.busyId === member.id}
      onChange={(role) => {
        const chosen = assignableTeamRoles.find((r) => r === role);
        if (chosen && chosen !== member.role) actions.setRole(member, chosen);
      }}
    />
  );
}

/**
 * A member's buttons: the invitation again (while invited), sign out everywhere (while active, asked
 * first), suspend (asked first) or let back in (while suspended), remove (asked first). Each is named with the member's name.
 */
function MemberActions({ member, actions }: { member: Member; actions: TeamActions }) {
  const { t } = useLingui();
  const name = member.name;
  const busy = actions.busyId === member.id;
  return (
    <RowActions>
      {member.status === "invited" ? (
        <RowAction
          tooltip={t`Send the invitation again`}
          label={t`Send the invitation again to ${name}`}
          disabled={busy}
          onClick={() => actions.resend(member)}
        >
          <DirectionalIcon icon={IconMailForward} {...ICON} />
        </RowAction>
      ) : null}
      {member.status === "active" ? (
        <RowAction
          tooltip={t`Sign out everywhere`}
          label={t`Sign ${name} out everywhere`}
          disabled={busy}
          onClick={() => void actions.signOutEverywhere(member)}
        >
          <DirectionalIcon icon={IconLogout2} {...ICON} />
        </RowAction>
      ) : null}
      {member.status === "suspended" ? (
        <RowAction
          tooltip={t`Let back in`}
          label={t`Let ${name} back in`}
          color="teal"
          disabled={busy}
          onClick={() => actions.letBackIn(member)}
        >
          <IconUserCheck {...ICON} />
        </RowAction>
      ) : (
        <RowAction
          tooltip={t`Suspend`}
          label={t`Suspend ${name}`}
          color="orange"
          disabled={busy}
          onClick={() => void actions.suspend(member)}
        >
          <IconUserOff {...ICON} />
        </RowAction>
      )}
      <RowAction
        tooltip={t`Remove`}
        label={t`Remove ${name}`}
        color="red.9"
        disabled={busy}
        onClick={() => void actions.remove(member)}
      >
        <IconTrash {...ICON} />
      </RowAction>
    </RowActions>
  );
}
