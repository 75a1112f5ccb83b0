import { skipToken, useQuery, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { openRecord, type Versioned } from "./listRules";

export interface OpenRecordOptions<T extends Versioned> {
  /** The address's `selected`. */
  selectedId: string | undefined;
  /** The current page's records. */
  records: readonly T[];
  /** The list's query: a record on no page is looked up once the list has answered. */
  list: { isPending: boolean; isSuccess: boolean };
  /** The query for one record by id (`trpc.users.get.queryOptions({ id })`); none: no look-up. */
  lookup?: (id: string) => { queryKey: QueryKey; queryFn?: QueryFunction<T, never> };
}

/**
 * The record whose details are open (listRules' `openRecord`): as last saved here, on the current
 * page, or fetched on its own for a link to one on no loaded page. `loading` while it may still
 * come; `missing` once it cannot (deleted, or a wrong link). `remember` keeps the copy an action
 * answered with, so the details follow a record that left the page.
 */
export function useOpenRecord<T extends Versioned>({
  selectedId,
  records,
  list,
  lookup,
}: OpenRecordOptions<T>) {
  const [saved, remember] = useState<T>();
  const onPage = records.find((record) => record.id === selectedId);
  const known = openRecord(selectedId, { saved, onPage });
  const wanted = selectedId !== undefined && !known && list.isSuccess && lookup !== undefined;
  const one = wanted && lookup ? lookup(selectedId) : undefined;
  const fetched = useQuery<T, Error, T, QueryKey>({
    queryKey: one?.queryKey ?? ["admin", "no-record"],
    queryFn: (one?.queryFn as QueryFunction<T, QueryKey> | undefined) ?? skipToken,
    retry: false,
  });
  const record = known ?? openRecord(selectedId, { fetched: fetched.data });
  const loading =
    selectedId !== undefined &&
    !record &&
    (list.isPending || (wanted && !fetched.isSuccess && !fetched.isError));
  return {
    selectedId,
    record,
    loading,
    /** Asked for, and not to be had: deleted, or a wrong link. */
    missing: selectedId !== undefined && !record && !loading,
    remember,
  };
}
