import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./landing.module.css";

export interface LandingSectionProps {
  /** The id of the section's h2, which labels the section. */
  titleId: string;
  title: ReactNode;
  /** The line under the title. */
  lead?: ReactNode;
  /** The content's width. */
  size: "sm" | "md" | "lg";
  /** The tinted background that alternates down the page. */
  alt?: boolean;
  /** An address other parts of the site link to (`#features`). */
  anchor?: string;
  /** More classes for the section and for its content. */
  className?: string;
  contentClassName?: string;
  /** Drawn behind the content (decoration). */
  backdrop?: ReactNode;
  children: ReactNode;
}

/** The frame every landing section shares: the section, its width, the h2 and the lead line. */
export function LandingSection({
  titleId,
  title,
  lead,
  size,
  alt,
  anchor,
  className,
  contentClassName,
  backdrop,
  children,
}: LandingSectionProps) {
  const sectionClass = [classes.section, alt && classes.alt, className].filter(Boolean).join(" ");
  return (
    <section aria-labelledby={titleId} className={sectionClass} id={anchor}>
      {backdrop}
      <Container size={size} className={contentClassName}>
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={2} id={titleId} className={classes.sectionTitle}>
            {title}
          </Title>
          {lead ? (
            <Text c="dimmed" className={classes.lead}>
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </section>
  );
}
