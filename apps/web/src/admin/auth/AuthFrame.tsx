import { BayanLogo } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Center, Group, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageToggle, ThemeToggle } from "../../components/layout/toggles";

/**
 * The frame of the panel's pages for someone not signed in (the gate, an invitation's page): the
 * logo back to the website, the language and theme toggles, and a card holding the page.
 */
export function AuthFrame({
  width,
  padding,
  children,
}: {
  width: number;
  padding: "xl" | { base: "md"; sm: "xl" };
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack w="100%" maw={width} gap="md">
        <Group justify="space-between">
          <Anchor href="/" aria-label={`${t`Bayan`}: ${t`Back to the website`}`}>
            <BayanLogo label={t`Bayan`} />
          </Anchor>
          <Group gap="xs">
            <LanguageToggle size="sm" />
            <ThemeToggle />
          </Group>
        </Group>
        <Paper withBorder radius="lg" p={padding} shadow="sm">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
