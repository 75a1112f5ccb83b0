import { Box } from "@mantine/core";
import type { ReactNode } from "react";

/** A row's name, underlined and marked aria-current while its record is the one open. */
export function OpenMark({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Box
      component="span"
      aria-current={open ? "true" : undefined}
      td={open ? "underline" : undefined}
    >
      {children}
    </Box>
  );
}
