import { AppShell, Burger, Button, Drawer, Group, Title } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { IconLogout } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { endSession } from "../../lib/adminSession";
import { usePageMeta } from "../../lib/pageMeta";
import { useTRPC } from "../../lib/trpc";
import { DirectionalIcon } from "../lib/DirectionalIcon";
import classes from "./AdminShell.module.css";
import { NotificationsBell } from "./NotificationsBell";
import { sectionOfPath, useSections } from "./sections";
import { Sidebar } from "./Sidebar";
import { TwoFactorBanner } from "./TwoFactorBanner";

/** SPEC 9: the mobile breakpoint, 768 px (Mantine's "sm" is set to the same 48em). */
const DESKTOP = "(min-width: 48em)";

/**
 * SPEC 2.8: a fixed sidebar on desktop; on a phone a slide-in drawer with an overlay that closes
 * on selection and when the window reaches 768 px. The header has the section title, the bell and
 * logout. Mirrors in Arabic (Mantine's direction).
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [drawerOpened, drawer] = useDisclosure(false);
  const desktop = useMediaQuery(DESKTOP);
  useEffect(() => {
    if (desktop) drawer.close();
  }, [desktop, drawer]);

  const current = sectionOfPath(useLocation({ select: (l) => l.pathname }));
  const title = useSections().find((s) => s.section === current)?.label ?? "";
  usePageMeta(title, t`The Bayan administration panel.`);

  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      // The token ends on the server; locally it ends whatever the answer.
      onSettled: () => {
        endSession("logout");
        queryClient.clear();
      },
    }),
  );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: "sm", collapsed: { mobile: true } }}
      padding="md"
    >
      <a href="#admin-main" className={classes.skip}>
        {t`Skip to content`}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" className={classes.title}>
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={drawerOpened ? t`Close the menu` : t`Open the menu`}
              aria-expanded={drawerOpened}
            />
            <Title order={1} fz={{ base: "h4", sm: "h3" }} lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationsBell />
            <Button
              variant="default"
              leftSection={<DirectionalIcon icon={IconLogout} size={18} aria-hidden="true" />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              visibleFrom="xs"
            >
              {t`Logout`}
            </Button>
            <Button
              variant="default"
              hiddenFrom="xs"
              px="xs"
              onClick={() => logout.mutate()}
              aria-label={t`Logout`}
            >
              <DirectionalIcon icon={IconLogout} size={18} aria-hidden="true" />
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Not rendered on a phone (the drawer holds the menu there), so it cannot take focus. */}
      <AppShell.Navbar visibleFrom="sm">
        <Sidebar current={current} onNavigate={() => undefined} />
      </AppShell.Navbar>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        // Mantine mirrors the side in right-to-left: "left" is the start, the right in Arabic.
        position="left"
        size={280}
        padding={0}
        title={t`Menu`}
        closeButtonProps={{ "aria-label": t`Close the menu` }}
        hiddenFrom="sm"
      >
        <Sidebar current={current} onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main id="admin-main" tabIndex={-1}>
        <TwoFactorBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
