import { BayanLogo } from "@bayan/ui";
import { Badge, Burger, Button, Container, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { goToWaitlist } from "../../lib/waitlistScroll";
import classes from "./Header.module.css";
import { QueueCount } from "./QueueCount";
import { LanguageToggle, ThemeToggle } from "./toggles";

const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(loadMobileMenu);

/** SPEC 9: the mobile breakpoint, 768 px (Mantine's "sm" is set to the same 48em). */
const MOBILE_BREAKPOINT = "48em";

/** SPEC 2.2 fixed top bar; below 768 px the controls move into a slide-in menu. */
export function Header() {
  const { t } = useLingui();
  const [menuOpened, menu] = useDisclosure(false);
  // The menu's code is fetched the first time someone reaches for the burger.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => {
    void loadMobileMenu();
    setMenuWanted(true);
  };
  const burgerRef = useRef<HTMLButtonElement>(null);
  /** Whether the drawer closing now was closed to stay here (not to go to the waitlist). */
  const refocusBurger = useRef(false);

  // The menu belongs to small screens: close it when the window grows past the breakpoint.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT})`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) menu.close();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [menu]);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <a href="/" className={classes.home} aria-label={t`Bayan home page`}>
              <BayanLogo label={t`Bayan`} />
            </a>
            <Badge variant="light" radius="xl" visibleFrom="xs">
              {t`Coming Soon`}
            </Badge>
          </Group>

          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            <QueueCount />
            <ThemeToggle />
            <LanguageToggle />
            <Button onClick={goToWaitlist}>{t`Join Waitlist`}</Button>
          </Group>

          <Burger
            ref={burgerRef}
            hiddenFrom="sm"
            opened={menuOpened}
            onPointerEnter={wantMenu}
            onFocus={wantMenu}
            onClick={() => {
              wantMenu();
              menu.toggle();
            }}
            aria-label={menuOpened ? t`Close menu` : t`Open menu`}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={() => {
              refocusBurger.current = true;
              menu.close();
              burgerRef.current?.focus();
            }}
            // The drawer's focus trap moves the focus in after a timer: when the menu was closed
            // before that timer ran (Escape right after opening, on a slow phone), the focus was
            // inside the drawer as it went away. It goes back to the burger once the drawer is out.
            onClosed={() => {
              if (refocusBurger.current) burgerRef.current?.focus();
              refocusBurger.current = false;
            }}
            onJoin={() => {
              refocusBurger.current = false;
              menu.close();
              goToWaitlist();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
