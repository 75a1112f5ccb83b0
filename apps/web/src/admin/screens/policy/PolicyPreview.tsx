import type { Language, TermsCategory } from "@bayan/trpc/rules";
import { ARABIC_FONT_STACK, LATIN_FONT_STACK } from "@bayan/ui";
import { setupI18n, type I18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import {
  IconBan,
  IconCopyright,
  IconDatabase,
  IconDeviceLaptop,
  IconExternalLink,
  IconFileText,
  IconLock,
  IconSettings,
  IconShare,
  IconShieldCheck,
  IconUserCheck,
  IconUserCircle,
} from "@tabler/icons-react";
import { createElement, useEffect, useState, type ComponentType, type ReactElement } from "react";
import { PolicySectionCard } from "../../../pages/policy/PolicySectionCard";
import { formatPolicyDate, newestDate } from "../../../pages/policy/policyText";
import classes from "../../../pages/policy/PolicyPage.module.css";
import { adminCatalog } from "../../catalog";
import { CATEGORY_LABELS, LANGUAGE_LABELS } from "./labels";
import { LanguageToggle } from "./LanguageToggle";
import { documentOrder, type Section } from "./sectionRules";

type SectionIcon = ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;

// The public pages' icons (pages/PrivacyPage.tsx, pages/TermsPage.tsx): privacy sections by their
// position, terms sections by their category.
const PRIVACY_ICONS: SectionIcon[] = [
  IconDatabase,
  IconSettings,
  IconShare,
  IconLock,
  IconUserCheck,
  IconShieldCheck,
];
const TERMS_ICONS: Record<TermsCategory, SectionIcon> = {
  usage: IconDeviceLaptop,
  accounts: IconUserCircle,
  intellectual: IconCopyright,
  termination: IconBan,
};

function iconOf(section: Section, index: number, withCategory: boolean): SectionIcon {
  if (withCategory) return section.category ? TERMS_ICONS[section.category] : IconFileText;
  return PRIVACY_ICONS[index % PRIVACY_ICONS.length] ?? IconShieldCheck;
}

/** A section's icon on the public page (decorative). */
export function sectionIcon(
  section: Section,
  index: number,
  withCategory: boolean,
  size: number,
): ReactElement {
  return createElement(iconOf(section, index, withCategory), { size, "aria-hidden": true });
}

/**
 * The admin catalog in the previewed language, which may differ from the interface's: the page's
 * words (its title, the date line, the category labels) are in the language of the page.
 */
function usePreviewI18n(language: Language): I18n | null {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<I18n | null>(null);
  const same = i18n.locale === language;
  useEffect(() => {
    if (same) return;
    let live = true;
    void adminCatalog(language).then((messages) => {
      if (live) setLoaded(setupI18n({ locale: language, messages: { [language]: messages } }));
    });
    return () => {
      live = false;
    };
  }, [language, same]);
  if (same) return i18n;
  return loaded?.locale === language ? loaded : null;
}

export interface PolicyPreviewProps {
  sections: readonly Section[];
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The public page's title ("Privacy Policy"), in any language. */
  pageTitle: MessageDescriptor;
  /** The public page's path ("/privacy"). */
  publicPath: string;
  withCategory: boolean;
}

/**
 * SPEC 2.15: the published sections of one language as the public page shows them (icon, category
 * label, title, paragraphs as text, newest date), right to left for Arabic, with a link to the page.
 */
export function PolicyPreview({
  sections,
  language,
  onLanguageChange,
  pageTitle,
  publicPath,
  withCategory,
}: PolicyPreviewProps) {
  const { t, i18n } = useLingui();
  const pageI18n = usePreviewI18n(language);
  const shown = documentOrder(sections).filter(
    (s) => s.language === language && s.status === "published",
  );
  const languageName = i18n._(LANGUAGE_LABELS[language]);
  const updated = formatPolicyDate(newestDate(shown), language);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <LanguageToggle label={t`Preview language`} value={language} onChange={onLanguageChange} />
        <Anchor
          href={`${publicPath}?lang=${language}`}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={600}
        >
          <Group component="span" gap={6} wrap="nowrap">
            {t`Open the public page in ${languageName}`}
            <IconExternalLink size={16} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t`Only published sections appear on the public page. Drafts are left out.`}
      </Text>

      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "xl" }}
        bg="var(--mantine-color-body)"
        dir={language === "ar" ? "rtl" : "ltr"}
        lang={language}
        ff={language === "ar" ? ARABIC_FONT_STACK : LATIN_FONT_STACK}
        aria-label={t`Preview of the public page in ${languageName}`}
        component="section"
        data-testid="policy-preview"
      >
        {pageI18n === null ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t`Loading...`} />
          </Group>
        ) : (
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={2} size="h2">
                {pageI18n._(pageTitle)}
              </Title>
              <Text size="sm" c="dimmed">
                {pageI18n._(msg`Last updated: ${updated}`)}
              </Text>
            </Stack>
            {shown.length === 0 ? (
              <Text c="dimmed">{pageI18n._(msg`No sections have been published yet.`)}</Text>
            ) : (
              <Stack gap="md" component="ol" className={classes.sections}>
                {shown.map((section, index) => (
                  <PreviewSection
                    key={section.id}
                    section={section}
                    index={index}
                    withCategory={withCategory}
                    i18n={pageI18n}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/** One section, built like the public page's (pages/policy/PolicyPage.tsx). */
function PreviewSection({
  section,
  index,
  withCategory,
  i18n,
}: {
  section: Section;
  index: number;
  withCategory: boolean;
  i18n: I18n;
}) {
  const label = withCategory && section.category ? i18n._(CATEGORY_LABELS[section.category]) : null;
  return (
    <PolicySectionCard
      icon={sectionIcon(section, index, withCategory, 22)}
      label={label}
      title={section.title}
      content={section.content}
      headingOrder={3}
    />
  );
}
