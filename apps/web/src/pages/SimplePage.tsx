import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useDirection } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../i18n/useDocumentTitle";

interface SimplePageProps {
  title: string;
  children: ReactNode;
}

/** A titled page inside the public layout with a way back home. */
export function SimplePage({ title, children }: SimplePageProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  useDocumentTitle(title);
  const BackIcon = dir === "rtl" ? IconArrowRight : IconArrowLeft;
  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <Anchor component={Link} to="/" size="sm" w="fit-content">
          <BackIcon size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} />{" "}
          {t`Back to home`}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Container>
  );
}
