import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageMeta } from "../lib/pageMeta";
import { BackHomeLink } from "./BackHomeLink";

interface SimplePageProps {
  title: string;
  /** For search results and link previews. */
  description: string;
  children: ReactNode;
}

/** A titled page inside the public layout with a way back home. */
export function SimplePage({ title, description, children }: SimplePageProps) {
  usePageMeta(title, description);
  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <BackHomeLink />
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Container>
  );
}
