import { useLingui } from "@lingui/react/macro";
import { CloseButton, TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "./listSearch";

export type CommitSearch = (search: string | undefined, options?: { replace?: boolean }) => void;

export interface DebouncedSearch {
  /** What the box shows: answers every keystroke. */
  query: string;
  /** A keystroke: shown at once, committed (trimmed; empty = none) after the pause. */
  change: (value: string) => void;
  /** Enter: commits what is typed now. */
  flush: () => void;
  /** Empties the box and commits no search at once (the box's clear button). */
  clear: () => void;
  /** Empties the box without committing, for a Reset that clears every filter itself. */
  reset: () => void;
}

/**
 * The admin lists' search box state: the box answers at once and the search is committed
 * (usually to the address, replacing the entry) SEARCH_DEBOUNCE_MS after typing stops. When the
 * committed search changes by other means (Reset, the back button, a link), the box follows it,
 * unless more typing is on its way.
 */
export function useDebouncedSearch(
  committed: string | undefined,
  commit: CommitSearch,
): DebouncedSearch {
  const [query, setQuery] = useState(committed ?? "");
  const push = useDebouncedCallback((value: string) => {
    commit(value.trim() || undefined, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const current = committed ?? "";
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (!push.isPending() && current !== query.trim()) setQuery(current);
  }

  return {
    query,
    change: (value) => {
      setQuery(value);
      push(value);
    },
    flush: () => push.flush(),
    clear: () => {
      push.cancel();
      setQuery("");
      commit(undefined);
    },
    reset: () => {
      push.cancel();
      setQuery("");
    },
  };
}

export interface SearchFieldProps extends Pick<TextInputProps, "label" | "placeholder"> {
  search: DebouncedSearch;
  /** A name for screen readers instead of a visible label (a row of filters without labels). */
  "aria-label"?: string;
}

/** The search box of an admin list: a search icon, Enter to search now, a clear button. */
export function SearchField({ search, label, placeholder, ...named }: SearchFieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      label={named["aria-label"] ? undefined : (label ?? t`Search`)}
      aria-label={named["aria-label"]}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={search.query}
      onChange={(event) => search.change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") search.flush();
      }}
      rightSection={
        search.query ? (
          <CloseButton size="sm" aria-label={t`Clear the search`} onClick={search.clear} />
        ) : null
      }
      placeholder={placeholder}
      // Below every list's server-side limit (200 or 254 characters): no request it would refuse.
      maxLength={200}
      // Grows in a filters row, never past a readable width.
      style={{ flex: "1 1 240px" }}
      maw={{ base: "100%", sm: 360 }}
    />
  );
}
