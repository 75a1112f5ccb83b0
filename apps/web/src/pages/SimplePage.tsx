import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../i18n/useDocumentTitle";
import { BackHomeLink } from "./BackHomeLink";

interface SimplePageProps {
  title: string;
  children: ReactNode;
}

/** A titled page inside the public layout with a way back home. */
export function SimplePage({ title, children }: SimplePageProps) {
  useDocumentTitle(title);
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
