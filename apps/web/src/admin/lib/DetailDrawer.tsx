import { Alert, Center, Drawer, Loader, type DrawerProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

export interface DetailDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name ("Close the details"). */
  closeLabel: string;
  /** Its width on a tablet and a desktop; a phone's whole width below 768 px. */
  size?: DrawerProps["size"];
  /** The record is on its way: a loader named so. */
  loading?: boolean;
  loadingLabel?: string;
  /** Said when there is neither the record nor a load on its way ("This user no longer exists."). */
  missing?: string;
  /** The record's details, once there. */
  children?: ReactNode;
}

/**
 * The admin lists' one detail drawer (docs/decisions.md, "Detail drawers"): it opens from the end
 * side, the right in English and the left in Arabic. Mantine mirrors a drawer's side in
 * right-to-left, so "right" is the end side in both directions; the whole width on a phone.
 */
export function DetailDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  size = "md",
  loading = false,
  loadingLabel,
  missing,
  children,
}: DetailDrawerProps) {
  const phone = useMediaQuery(PHONE);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : size}
      title={title}
      closeButtonProps={{ "aria-label": closeLabel }}
      styles={{ title: { fontWeight: 700, overflowWrap: "anywhere", paddingInlineEnd: 12 } }}
    >
      {children ??
        (loading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={loadingLabel} />
          </Center>
        ) : missing ? (
          <Alert color="yellow" variant="light">
            {missing}
          </Alert>
        ) : null)}
    </Drawer>
  );
}
