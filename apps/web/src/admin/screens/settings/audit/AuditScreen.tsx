import "@mantine/core/styles/DataList.css";

import { useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft, IconDownload, IconHistory, IconLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { ROLE_LABELS, useCan, useMember } from "../../../auth/member";
import { DetailDrawer } from "../../../lib/DetailDrawer";
import { DirectionalIcon } from "../../../lib/DirectionalIcon";
import { useErrorText } from "../../../lib/errorText";
import { useAdminFormat } from "../../../lib/format";
import { ListEmpty } from "../../../lib/ListEmpty";
import { LoadFailedAlert } from "../../../lib/LoadFailedAlert";
import { RoleNote } from "../../../lib/RoleNote";
import { useListScreen, type QueryOptionsLike } from "../../../lib/useListScreen";
import { downloadAuditCsv } from "./auditCsv";
import { AuditDetail } from "./AuditDetail";
import { AuditFilters } from "./AuditFilters";
import { auditPage, type AuditPage } from "./auditRows";
import { auditInput, auditList, type AuditSearch } from "./auditSearch";
import { AuditTable } from "./AuditTable";
import { useAuditLabels } from "./labels";
import { useChainCheck } from "./useChainCheck";
import { usePhone } from "../../../lib/usePhone";

/** The load failure's words in the log. */
const meta = { errorMessage: "Failed to fetch the audit log" };

/**
 * The audit log (docs/audit.md), a view of Settings: who did what, when, to what and from where,
 * newest first, 20 a page; filtered by action, member, kind of target and days; a row opens what
 * it changed. "Verify the chain" checks that no row was changed or removed; "Download CSV" takes
 * the filtered log out (a role with `export`). Filters, page and the open row live in the address.
 * For the roles with `run` (the owner and administrators); others are told it is not theirs.
 */
export function AuditScreen() {
  const member = useMember();
  const allowed = useCan("run");
  return (
    <Stack gap="md">
      <BackToSettings />
      {allowed ? <AuditLog /> : member ? <NotYourRole role={member.role} /> : null}
    </Stack>
  );
}

function BackToSettings() {
  const { t } = useLingui();
  return (
    <Anchor component={Link} to="/admin/settings" size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <DirectionalIcon icon={IconArrowLeft} size={16} aria-hidden="true" />
        {t`All settings`}
      </Group>
    </Anchor>
  );
}

/** A role without `run` (docs/team.md): the log is not theirs to read, and why. */
function NotYourRole({ role }: { role: keyof typeof ROLE_LABELS }) {
  const { t, i18n } = useLingui();
  const name = i18n._(ROLE_LABELS[role]);
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={20} aria-hidden="true" />}>
      {t`The audit log is read by the owner and the administrators: your role (${name}) does not allow it.`}
    </Alert>
  );
}

function AuditLog() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const labels = useAuditLabels();
  const screen = useListScreen<AuditSearch, AuditPage>(auditList, {
    // The admin's calendar days, in the region's time zone.
    input: (search) => auditInput(search, format.timeZone),
    // The cache keeps the server's page (the route's loader asked for it); the screen its rows.
    query: (input) =>
      trpc.audit.list.queryOptions(input, {
        meta,
        select: auditPage,
      }) as unknown as QueryOptionsLike<AuditPage>,
  });
  const { list, query, open } = screen;
  const phone = usePhone();
  const chain = useChainCheck();
  const canExport = useCan("export");

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} maw={620}>
          <Title order={2} fz="h3">
            {t`Audit log`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Who did what, when, to what and from where: every recorded change, newest first. Rows cannot be changed or deleted, and each is chained to the one before.`}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {chain.button}
          {canExport ? <DownloadButton search={list.search} timeZone={format.timeZone} /> : null}
        </Group>
      </Group>
      <RoleNote needs={["run", "export"]} />
      {chain.outcome}

      <AuditFilters list={list} />

      <LoadFailedAlert title={t`The audit log could not be loaded`} queries={[query]} />

      {query.isError && !query.data ? null : (
        <AuditTable
          screen={screen}
          onOpen={screen.openRow}
          phone={phone}
          emptyState={
            <ListEmpty
              icon={IconHistory}
              list={list}
              title={list.filtered ? t`No rows match` : t`Nothing recorded yet`}
              hint={
                list.filtered
                  ? t`Try another action, member, target or dates.`
                  : t`Sign-ins and changes made in the panel appear here as they happen.`
              }
            />
          }
        />
      )}

      <DetailDrawer
        open={open}
        kind="audit"
        title={open.record ? labels.action(open.record.action) : undefined}
        onClose={list.close}
      >
        {(row) => <AuditDetail key={row.id} row={row} />}
      </DetailDrawer>
    </Stack>
  );
}

/** The log's CSV with the screen's filters (oldest first), downloaded: a role with `export`. */
function DownloadButton({ search, timeZone }: { search: AuditSearch; timeZone?: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAuditCsv(search, timeZone);
    } catch (error) {
      const reason = errorText(error, t`Please try again.`);
      notifications.show({ color: "red", title: t`The download failed`, message: reason });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      onClick={() => void download()}
      loading={busy}
    >
      {t`Download CSV`}
    </Button>
  );
}
