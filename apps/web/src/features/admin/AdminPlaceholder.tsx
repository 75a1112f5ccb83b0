import { BayanLogo } from "@bayan/ui";
import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { usePageMeta } from "../../lib/pageMeta";

/** The admin area's stand-in until sign-in is built. Loaded only on /admin routes. */
export function AdminPlaceholder() {
  const { t } = useLingui();
  usePageMeta(t`Admin`, t`The Bayan administration panel.`);
  return (
    <Container size="xs" py={64} component="main">
      <Paper withBorder radius="lg" p="xl" shadow="sm">
        <Stack gap="md" align="center" ta="center">
          <BayanLogo label={t`Bayan`} />
          <Title order={1}>{t`Admin`}</Title>
          <Text c="dimmed">{t`Sign-in for the admin panel arrives soon.`}</Text>
          <Anchor component={Link} to="/">
            {t`Back to the website`}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
