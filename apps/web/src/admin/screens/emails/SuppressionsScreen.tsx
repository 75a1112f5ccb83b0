import "@mantine/core/styles/DataList.css";

import { suppressionReasons } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMailOff, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DetailDrawer } from "../../lib/DetailDrawer";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import { ListEmpty } from "../../lib/ListEmpty";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { useListScreen } from "../../lib/useListScreen";
import { AddSuppressionModal } from "./AddSuppressionModal";
import { EmailsTabs } from "./EmailsTabs";
import { useEmailLabels } from "./labels";
import { SuppressionDetail } from "./SuppressionDetail";
import { SuppressionsTable } from "./SuppressionsTable";
import { suppressionsList } from "./suppressionsSearch";
import { useSuppressionActions } from "./useSuppressionActions";
import { RoleNote } from "../../lib/RoleNote";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

/** The load failure's words in the log. */
const meta = { errorMessage: "Failed to fetch the suppressed addresses" };

/**
 * The suppressed addresses (docs/email-delivery.md, "The suppression screen"), the Emails
 * section's second view: every address never mailed, newest first, 20 a page, with why, from where
 * and since when; a search on the address and a reason filter; Add address; Remove (asked first:
 * the address is mailed again); an address's details with the history of the administrators'
 * changes. Page, search, filter and the open address live in the address bar.
 */
export function SuppressionsScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useEmailLabels();
  const screen = useListScreen(suppressionsList, {
    query: (input) => trpc.suppressions.list.queryOptions(input, { meta }),
    lookup: (keyHash) => trpc.suppressions.get.queryOptions({ keyHash }),
  });
  const { list, query, open } = screen;
  const phone = useMediaQuery(PHONE) ?? false;
  const [adding, setAdding] = useState(false);
  const actions = useSuppressionActions({
    onRemoved: (keyHash) => (keyHash === list.search.selected ? list.close() : undefined),
  });
  const removing = actions.remove.isPending ? actions.remove.variables?.keyHash : undefined;

  return (
    <EmailsTabs current="suppressed">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" maw={620}>
            {t`Addresses that are never emailed: unsubscribed, bounced, reported as spam, or added here. The sender checks this list before every email.`}
          </Text>
          {actions.canChange ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              {t`Add address`}
            </Button>
          ) : null}
        </Group>
        <RoleNote needs={["run"]} />

        <ListFilters list={list} placeholder={t`Search by address`}>
          <FilterSelect
            list={list}
            name="reason"
            values={suppressionReasons}
            labels={labels.suppression}
            w={{ base: "100%", xs: 240 }}
          />
        </ListFilters>

        <LoadFailedAlert
          title={t`The suppressed addresses could not be loaded`}
          queries={[query]}
        />

        {query.isError && !query.data ? null : (
          <SuppressionsTable
            screen={screen}
            onOpen={screen.openRow}
            onRemove={
              actions.canChange ? (suppression) => void actions.askToRemove(suppression) : undefined
            }
            removing={removing}
            phone={phone}
            emptyState={
              <ListEmpty
                icon={IconMailOff}
                list={list}
                title={list.filtered ? t`No addresses match` : t`No suppressed addresses`}
                hint={
                  list.filtered
                    ? t`Try another search or reason.`
                    : t`Addresses that unsubscribe, bounce or report spam appear here, and those you add.`
                }
              />
            }
          />
        )}

        <DetailDrawer
          open={open}
          kind="suppression"
          title={open.record?.email ?? undefined}
          onClose={list.close}
        >
          {(suppression) => (
            <SuppressionDetail
              key={suppression.keyHash}
              suppression={suppression}
              actions={actions}
            />
          )}
        </DetailDrawer>
        <AddSuppressionModal opened={adding} onClose={() => setAdding(false)} actions={actions} />
      </Stack>
    </EmailsTabs>
  );
}
