import "@mantine/core/styles/Loader.css";

import { Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
  type Icon,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { usePageMeta } from "../lib/pageMeta";
import { SocialLink, type SocialNetwork } from "../components/SocialLink";
import { CONTACT_DETAILS } from "../lib/links";
import { ContactForm } from "./contact/ContactForm";
import classes from "./contact/ContactPage.module.css";
import { BackHomeLink } from "./BackHomeLink";

/** A bordered block of the page with its own h2. */
function Panel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Stack gap={0} className={classes.detailValue}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {children}
        </Stack>
      </Group>
    </li>
  );
}

/** Every network the contact page links to (SPEC 2.6), with its icon. */
const SOCIAL_PROFILES: Array<[SocialNetwork, Icon]> = [
  ["linkedin", IconBrandLinkedin],
  ["instagram", IconBrandInstagram],
  ["facebook", IconBrandFacebook],
  ["youtube", IconBrandYoutube],
  ["tiktok", IconBrandTiktok],
  ["snapchat", IconBrandSnapchat],
];

/** SPEC 2.6: contact details, the message form and the social profiles. */
export function ContactPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Contact us`,
    t`Questions about Bayan? Send us a message, or reach us by email, phone or social media.`,
  );

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <BackHomeLink />
        <Stack gap={6}>
          <Title order={1}>{t`Contact us`}</Title>
          <Text size="lg" c="dimmed">
            {t`Questions, ideas or partnership requests? Write to us and we will get back to you soon.`}
          </Text>
        </Stack>

        <div className={classes.layout}>
          <Stack gap="lg">
            <Panel titleId="contact-details-title" title={t`Contact information`}>
              <ul className={classes.details}>
                <Detail icon={<IconMail size={20} />} label={t`Email`}>
                  <Anchor href={`mailto:${CONTACT_DETAILS.email}`} fw={600}>
                    <bdi dir="ltr">{CONTACT_DETAILS.email}</bdi>
                  </Anchor>
                </Detail>
                <Detail icon={<IconPhone size={20} />} label={t`Phone`}>
                  <Anchor href={CONTACT_DETAILS.phoneHref} fw={600}>
                    <bdi dir="ltr">{CONTACT_DETAILS.phone}</bdi>
                  </Anchor>
                </Detail>
                <Detail icon={<IconMapPin size={20} />} label={t`Address`}>
                  <Text fw={600}>{t`Amman, Jordan`}</Text>
                </Detail>
              </ul>
            </Panel>
            <Panel titleId="contact-social-title" title={t`Follow us`}>
              <ul className={classes.social}>
                {SOCIAL_PROFILES.map(([network, icon]) => (
                  <li key={network}>
                    <SocialLink network={network} icon={icon} iconSize={22} size={44} radius="md" />
                  </li>
                ))}
              </ul>
            </Panel>
          </Stack>

          <Panel titleId="contact-form-title" title={t`Send us a message`}>
            <ContactForm />
          </Panel>
        </div>
      </Stack>
    </Container>
  );
}
