import { Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface PanelProps {
  /** The panel's heading (h2: the header's h1 is the section title). */
  title: string;
  /** A link or button on the heading's line. */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of the dashboard: a bordered card with its heading. */
export function Panel({ title, action, children }: PanelProps) {
  return (
    <Paper withBorder radius="md" p="md" miw={0} h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" gap="xs" wrap="wrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
