import { useLingui } from "@lingui/react/macro";
import { Alert, Center, Drawer, Loader, type DrawerProps } from "@mantine/core";
import type { ReactNode } from "react";
import { usePhone } from "./usePhone";

/** The open record's state (useOpenRecord). */
export interface OpenState {
  /** The record asked for (the address's `selected`): the drawer is open while there is one. */
  selectedId: string | undefined;
  /** It is on its way. */
  loading: boolean;
  /** It is not to be had (deleted, or a wrong link). */
  missing: boolean;
}

/** What a drawer shows: its words come with it (useDrawerWords). */
export type DrawerKind = "user" | "entry" | "email" | "message" | "suppression" | "audit";

interface DrawerWords {
  /** The title until the record is there ("User details"). */
  title: string;
  /** The close button's name ("Close the details"). */
  close: string;
  /** The loader's name while the record is on its way ("Loading the user"). */
  loading: string;
  /** Said when there is no record to show ("This user no longer exists."). */
  missing: string;
}

function useDrawerWords(kind: DrawerKind): DrawerWords {
  const { t } = useLingui();
  switch (kind) {
    case "user":
      return {
        title: t`User details`,
        close: t`Close the details`,
        loading: t`Loading the user`,
        missing: t`This user no longer exists.`,
      };
    case "entry":
      return {
        title: t`Entry details`,
        close: t`Close the details`,
        loading: t`Loading the entry`,
        missing: t`This entry no longer exists.`,
      };
    case "email":
      return {
        title: t`Email details`,
        close: t`Close`,
        loading: t`Loading`,
        missing: t`This email is not on this page of the list.`,
      };
    case "message":
      return {
        title: t`Message`,
        close: t`Close the message`,
        loading: t`Loading the message`,
        missing: t`This message could not be found`,
      };
    case "suppression":
      return {
        title: t`Suppressed address`,
        close: t`Close the details`,
        loading: t`Loading the address`,
        missing: t`This address is no longer on the suppression list.`,
      };
    case "audit":
      return {
        title: t`Audit log row`,
        close: t`Close the details`,
        loading: t`Loading the row`,
        missing: t`This row is not on this page of the log.`,
      };
  }
}

export interface DetailDrawerProps<T> {
  /** The open record (useOpenRecord). */
  open: OpenState & { record?: T };
  kind: DrawerKind;
  /** Shown even with a record asked for (the contact screen's side panel stands in for it). */
  hidden?: boolean;
  onClose: () => void;
  /** The record's title (its name, its address), set in its own direction; else the kind's. */
  title?: string;
  /** Its width on a tablet and a desktop; a phone's whole width below 768 px. */
  size?: DrawerProps["size"];
  /** The record's details, once there. */
  children: ReactNode | ((record: T) => ReactNode);
}

/**
 * The admin lists' one detail drawer (docs/decisions.md, "Detail drawers"): it opens from the end
 * side, the right in English and the left in Arabic. Mantine mirrors a drawer's side in
 * right-to-left, so "right" is the end side in both directions; the whole width on a phone.
 * Until the record is there it says it is loading, or that it is not to be had.
 */
export function DetailDrawer<T>({
  open,
  kind,
  hidden = false,
  onClose,
  title,
  size = "md",
  children,
}: DetailDrawerProps<T>) {
  const phone = usePhone();
  const words = useDrawerWords(kind);
  const record = open.record;
  const body =
    typeof children === "function" ? (record === undefined ? null : children(record)) : children;
  return (
    <Drawer
      opened={open.selectedId !== undefined && !hidden}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : size}
      title={title ? <bdi>{title}</bdi> : words.title}
      closeButtonProps={{ "aria-label": words.close }}
      styles={{ title: { fontWeight: 700, overflowWrap: "anywhere", paddingInlineEnd: 12 } }}
    >
      {body ??
        (open.loading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={words.loading} />
          </Center>
        ) : open.missing ? (
          <Alert color="yellow" variant="light">
            {words.missing}
          </Alert>
        ) : null)}
    </Drawer>
  );
}
