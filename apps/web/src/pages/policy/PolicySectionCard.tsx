import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./PolicyPage.module.css";
import { paragraphs } from "./policyText";

export interface PolicySectionCardProps {
  /** The section's icon, drawn at 22 px. */
  icon: ReactNode;
  /** The category's name (terms), which also names the icon; null leaves the icon unnamed. */
  label: string | null;
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  content: string;
  /** 2 on the public page, 3 in the admin's preview (under its own heading). */
  headingOrder: 2 | 3;
}

/** One section of the privacy policy or the terms, as the public page shows it. */
export function PolicySectionCard({
  icon,
  label,
  title,
  content,
  headingOrder,
}: PolicySectionCardProps) {
  // The category is named above the title unless the title already says it.
  const shownLabel = label && label.trim() !== title.trim() ? label : null;
  return (
    <Paper component="li" withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <div className={classes.section}>
        <ThemeIcon
          size={40}
          radius="md"
          variant="light"
          {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
        >
          {icon}
        </ThemeIcon>
        <div className={classes.heading}>
          {shownLabel && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
              {shownLabel}
            </Text>
          )}
          <Title order={headingOrder} size="h3">
            {title}
          </Title>
        </div>
        <Stack gap="sm" className={classes.body}>
          {paragraphs(content).map((paragraph, n) => (
            <Text key={n} className={classes.paragraph}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </div>
    </Paper>
  );
}
