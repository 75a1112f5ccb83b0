import "@mantine/core/styles/DataList.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/EmptyState.css";

import { waitlistStatuses } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Alert, Chip, Group, Stack, Tabs, Text } from "@mantine/core";
import { IconShieldCheck, IconUsersGroup } from "@tabler/icons-react";
import { useTRPC } from "../../../lib/trpc";
import { DetailDrawer } from "../../lib/DetailDrawer";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import { ListEmpty } from "../../lib/ListEmpty";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { RoleNote } from "../../lib/RoleNote";
import { useListScreen } from "../../lib/useListScreen";
import { useRowSelection } from "../../lib/useListState";
import { BulkBar, ExportButton } from "./BulkBar";
import { EntryDetails } from "./EntryDetails";
import { InviteNextForm } from "./InviteNextForm";
import { useWaitlistLabels } from "./labels";
import { waitlistList, waitlistListInput } from "./search";
import { useWaitlistActions } from "./useWaitlistActions";
import { VerificationChips } from "./VerificationChips";
import { WaitlistStats } from "./WaitlistStats";
import { WaitlistTable } from "./WaitlistTable";
import { WavesPanel } from "./WavesPanel";

type Tab = "all" | "sent" | "waves";

/** SPEC 8: the load failure's words in the log. */
const meta = { errorMessage: "Failed to fetch waitlist data" };

/**
 * SPEC 2.17, the Early Access screen: the queue's counts; All users / Sent users; search, status
 * and verification filters (the last one's "To review" is the review queue of suspect referrals,
 * approved or rejected in bulk, docs/waitlist-growth.md); the server-paged table with sorting, row
 * actions and bulk actions; inviting the next in line; the CSV export of what the filters show; an
 * entry's details; the Waves tab, where bulk invitations go out at the sending pace. Page, sort, filters and the open entry live in the address.
 */
export function WaitlistScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useWaitlistLabels();
  const screen = useListScreen(waitlistList, {
    input: waitlistListInput,
    query: (input) => trpc.waitlist.list.queryOptions(input, { meta }),
    lookup: (id) => trpc.waitlist.get.queryOptions({ id }),
  });
  const { list, search, query, open } = screen;
  const selection = useRowSelection(screen.input);
  const selectedIds = selection.ids;

  const actions = useWaitlistActions({
    onSaved: open.remember,
    onDeleted: (ids) => {
      selection.drop(ids);
      if (search.selected && ids.includes(search.selected)) list.close();
    },
    onBulkDone: selection.clear,
  });

  const tab: Tab = search.tab ?? "all";
  const reviewing = search.verification === "review";

  const emptyState = (
    <ListEmpty
      icon={IconUsersGroup}
      list={list}
      title={reviewing && !search.search ? t`Nothing to review` : t`No users found`}
      hint={
        reviewing && !search.search
          ? t`No referral is waiting for a review.`
          : list.filtered
            ? t`Try another search or reset the filters.`
            : tab === "sent"
              ? t`Nobody has been sent an invitation yet.`
              : t`Nobody has joined the waitlist yet.`
      }
    />
  );

  const content = (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <ListFilters list={list} placeholder={t`Search by email`}>
          <FilterSelect
            list={list}
            name="status"
            values={waitlistStatuses}
            labels={labels.status}
          />
        </ListFilters>
        <Group gap="sm" wrap="wrap">
          {actions.can.run ? (
            <InviteNextForm onInvite={actions.inviteNext} busy={actions.inviteNextBusy} />
          ) : null}
          {actions.can.export ? <ExportButton search={search} /> : null}
        </Group>
      </Group>

      <Group gap="sm" wrap="wrap">
        <VerificationChips list={list} />
        {tab === "sent" ? (
          <Chip
            variant="outline"
            size="sm"
            color="orange"
            checked={search.invitation === "expired"}
            onChange={(checked) => list.change({ invitation: checked ? "expired" : undefined })}
          >
            {t`Invitation expired`}
          </Chip>
        ) : null}
      </Group>
      {search.invitation === "expired" ? (
        <Text size="sm" c="dimmed">
          {t`People invited more than 14 days ago who have not registered: their link no longer works. Select them and invite them again: the new invitations go out as a wave.`}
        </Text>
      ) : null}

      {reviewing ? (
        <Alert
          variant="light"
          color="orange"
          icon={<IconShieldCheck size={18} aria-hidden="true" />}
          title={t`Referrals to review`}
        >
          {t`These people joined through a referral link, and their join met a fraud rule, so the referrer was not credited. Approve to credit the referrer; reject to keep the person on the list without the credit.`}
        </Alert>
      ) : null}

      <RoleNote needs={["run", "export"]} />

      {actions.can.run ? (
        <BulkBar ids={selectedIds} actions={actions} onClear={selection.clear} review={reviewing} />
      ) : null}

      <LoadFailedAlert title={t`Failed to fetch waitlist data`} queries={[query]} />

      {query.isError && !query.data ? null : (
        <WaitlistTable
          screen={screen}
          selection={selection}
          actions={actions}
          onOpen={screen.openRow}
          emptyState={emptyState}
        />
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <WaitlistStats />
      <Tabs
        value={tab}
        onChange={(value) =>
          list.change({ tab: value === "sent" || value === "waves" ? value : undefined })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t`All users`}</Tabs.Tab>
          <Tabs.Tab value="sent">{t`Sent users`}</Tabs.Tab>
          <Tabs.Tab value="waves">{t`Waves`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          {content}
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          {content}
        </Tabs.Panel>
        <Tabs.Panel value="waves" pt="md">
          <WavesPanel />
        </Tabs.Panel>
      </Tabs>
      <DetailDrawer open={open} kind="entry" title={open.record?.email} onClose={list.close}>
        {(entry) => <EntryDetails key={entry.id} entry={entry} actions={actions} />}
      </DetailDrawer>
    </Stack>
  );
}
