import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./landing.module.css";

/** The h2 and lead line every landing section opens with. */
export function SectionHeader({
  id,
  title,
  lead,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <Stack gap="xs" align="center" ta="center" mb="xl">
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {lead ? (
        <Text c="dimmed" className={classes.lead}>
          {lead}
        </Text>
      ) : null}
    </Stack>
  );
}
