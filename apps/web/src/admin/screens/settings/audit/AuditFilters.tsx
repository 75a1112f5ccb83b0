import { AUDIT_ACTIONS, type AuditAction } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { ListFilters } from "../../../lib/ListFilters";
import type { ListControls } from "../../../lib/useListState";
import { dayParam, type AuditSearch } from "./auditSearch";
import { AUDIT_TARGET_TYPES, domainOf, useAuditLabels, type AuditDomain } from "./labels";

/** The choice that filters nothing. */
const ALL = "all";

/** A filter's width: the whole line on a phone, side by side from 576 px. */
const WIDTH = { base: "100%", xs: 220 } as const;

/**
 * The log's filters, kept in the address (a change goes back to page 1): the action (grouped by
 * the screen that makes it), the member who acted (the team's list), the kind of target and the
 * days from and to (the admin's calendar days). Behind the Filters button, open when the address
 * already filters.
 */
export function AuditFilters({ list }: { list: ListControls & { search: AuditSearch } }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useAuditLabels();
  const team = useQuery(
    trpc.team.list.queryOptions(undefined, {
      meta: { errorMessage: "Failed to fetch the team for the audit filters" },
    }),
  );
  const { search } = list;
  const set = (patch: Partial<AuditSearch>) => list.change(patch);

  const actions = useMemo(() => {
    const groups = new Map<AuditDomain, { value: AuditAction; label: string }[]>();
    for (const action of AUDIT_ACTIONS) {
      const domain = domainOf(action);
      groups.set(domain, [
        ...(groups.get(domain) ?? []),
        { value: action, label: labels.action(action) },
      ]);
    }
    return [...groups].map(([domain, items]) => ({ group: labels.domain(domain), items }));
  }, [labels]);

  const members = (team.data?.items ?? []).map((member) => ({
    value: member.id,
    label: member.name || member.email,
  }));
  // A member no longer on the team (removed) is still a filter the address may hold.
  if (search.actorId && !members.some((m) => m.value === search.actorId) && team.isSuccess) {
    members.push({ value: search.actorId, label: t`A removed member` });
  }

  const targetTypes = [...AUDIT_TARGET_TYPES];
  if (search.targetType && !targetTypes.includes(search.targetType)) {
    targetTypes.push(search.targetType);
  }

  return (
    <ListFilters list={list} collapsible>
      <Select
        label={t`Action`}
        data={[{ value: ALL, label: t`All actions` }, ...actions]}
        value={search.action ?? ALL}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t`No action matches`}
        onChange={(value) =>
          set({ action: AUDIT_ACTIONS.find((action) => action === value) ?? undefined })
        }
        w={{ base: "100%", xs: 280 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Member`}
        data={[{ value: ALL, label: t`All members` }, ...members]}
        value={search.actorId ?? ALL}
        allowDeselect={false}
        onChange={(value) => set({ actorId: value && value !== ALL ? value : undefined })}
        w={WIDTH}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`Target`}
        data={[
          { value: ALL, label: t`All targets` },
          ...targetTypes.map((type) => ({ value: type, label: labels.targetType(type) })),
        ]}
        value={search.targetType ?? ALL}
        allowDeselect={false}
        onChange={(value) => set({ targetType: value && value !== ALL ? value : undefined })}
        w={WIDTH}
        comboboxProps={{ withinPortal: true }}
      />
      <DateInput
        label={t`From date`}
        valueFormat="YYYY-MM-DD"
        value={search.from ?? null}
        maxDate={search.to}
        clearable
        clearButtonProps={{ "aria-label": t`Clear the from date` }}
        onChange={(value) => set({ from: dayParam(value) })}
        w={{ base: "100%", xs: 170 }}
        popoverProps={{ withinPortal: true }}
      />
      <DateInput
        label={t`To date`}
        valueFormat="YYYY-MM-DD"
        value={search.to ?? null}
        minDate={search.from}
        clearable
        clearButtonProps={{ "aria-label": t`Clear the to date` }}
        onChange={(value) => set({ to: dayParam(value) })}
        w={{ base: "100%", xs: 170 }}
        popoverProps={{ withinPortal: true }}
      />
    </ListFilters>
  );
}
