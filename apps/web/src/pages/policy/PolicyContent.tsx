import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Alert.css";

import type { PolicyDocument, PolicySectionDto } from "@bayan/trpc/schemas";
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PolicySections, type ListedSection } from "./PolicySections";
import { formatPolicyDate, newestDate } from "./policyText";
import { VERSIONS_PATH } from "./policyPaths";
import type { PolicyLook, SectionIcon } from "./sectionLook";
import classes from "./PolicyPage.module.css";
import { BackHomeLink } from "../BackHomeLink";

export type { SectionIcon };

/** A section as the page shows it: the fallback section has no server id. */
export type ShownSection = ListedSection;

export interface PolicyPageProps {
  document: PolicyDocument;
  title: string;
  /** For search results and link previews. */
  description: string;
  /** SPEC 8: "Failed to load privacy policy content" or "... terms of service content". */
  errorText: string;
  /** Shown under the error (SPEC 4 and 8). */
  fallback: ShownSection;
  iconFor: PolicyLook["iconFor"];
  /** A label shown above the section title (the terms categories), if any. */
  labelFor?: PolicyLook["labelFor"];
  /** Links to the other legal pages (SPEC 2.5). */
  crossLinks: ReactNode;
  /** Logged when the sections cannot be loaded. */
  logMessage: string;
}

/** What the page shows of its query. */
export interface SectionsQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: PolicySectionDto[] | undefined;
  refetch: () => Promise<unknown>;
}

/**
 * The policy page's content for a state of its query (loading, failed with the fallback section,
 * or the sections): drawn by PolicyPage.tsx before the data layer is in, and by
 * LivePolicyContent.tsx with the live query.
 */
export function PolicyContent({
  document,
  title,
  errorText,
  fallback,
  iconFor,
  labelFor,
  crossLinks,
  query,
}: PolicyPageProps & { query: SectionsQuery }) {
  const { t, i18n } = useLingui();

  const sections: ShownSection[] | null = query.isError
    ? [fallback]
    : query.data
      ? query.data.map((section) => ({ ...section, key: section.id }))
      : null;
  const updated = formatPolicyDate(newestDate(query.data ?? []), i18n.locale);

  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <BackHomeLink />
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          {/* Dated once the sections are known (or the fallback is shown), with the way to the
              versions published before (docs/policy-versions.md). */}
          {!query.isPending && (
            <Text size="sm" c="dimmed" data-testid="policy-last-updated">
              {t`Last updated: ${updated}`}
              <span aria-hidden="true"> · </span>
              {/* Underlined: a link inside a line of text is not told apart by its colour alone. */}
              <Anchor href={VERSIONS_PATH[document]} size="sm" underline="always">
                {t`Earlier versions`}
              </Anchor>
            </Text>
          )}
        </Stack>

        {query.isPending && (
          <Group gap="sm" role="status" py="xl" justify="center" className={classes.loading}>
            <Loader size="sm" aria-hidden="true" />
            <Text c="dimmed">{t`Loading...`}</Text>
          </Group>
        )}

        {query.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            title={errorText}
          >
            <Button
              mt="xs"
              size="sm"
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t`Try Again`}
            </Button>
          </Alert>
        )}

        {sections && sections.length === 0 && (
          <Text c="dimmed">{t`No sections have been published yet.`}</Text>
        )}

        {sections && sections.length > 0 && (
          <PolicySections sections={sections} iconFor={iconFor} labelFor={labelFor} />
        )}

        <nav aria-label={t`Related pages`}>
          <Group gap="lg" className={classes.crossLinks}>
            {crossLinks}
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}
