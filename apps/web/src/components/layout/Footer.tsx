import { BayanLogo } from "@bayan/ui";
import { Anchor, Container, Group, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconBrandInstagram, IconBrandLinkedin } from "@tabler/icons-react";
import { useNumberFormat } from "../../i18n/format";
import { SocialLink } from "../SocialLink";
import classes from "./Footer.module.css";

export function Footer() {
  const { t } = useLingui();
  const formatYear = useNumberFormat({ useGrouping: false });
  const year = formatYear(new Date().getFullYear());

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={6}>
              <BayanLogo label={t`Bayan`} size={26} />
              <Text size="sm" c="dimmed">
                {t`English made clear, in Arabic.`}
              </Text>
            </Stack>
            <Group gap="xs">
              <SocialLink network="linkedin" icon={IconBrandLinkedin} iconSize={20} size="lg" />
              <SocialLink network="instagram" icon={IconBrandInstagram} iconSize={20} size="lg" />
            </Group>
          </Group>
          <Group justify="space-between" align="center" gap="md">
            <nav aria-label={t`Site links`}>
              <ul className={classes.links}>
                <li>
                  <Anchor href="/contact" size="sm">
                    {t`Contact us`}
                  </Anchor>
                </li>
                <li>
                  <Anchor href="/terms" size="sm">
                    {t`Terms of Service`}
                  </Anchor>
                </li>
                <li>
                  <Anchor href="/privacy" size="sm">
                    {t`Privacy Policy`}
                  </Anchor>
                </li>
              </ul>
            </nav>
            {/* The prerendered year is the build's; the browser's wins quietly after New Year. */}
            <Text size="sm" c="dimmed" suppressHydrationWarning>
              {t`© ${year} Bayan. All rights reserved.`}
            </Text>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
