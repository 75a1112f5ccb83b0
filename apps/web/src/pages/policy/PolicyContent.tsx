import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Alert.css";

import type { PolicyDocument, PolicySectionDto } from "@bayan/trpc/schemas";
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { PolicySectionCard } from "./PolicySectionCard";
import { formatPolicyDate, newestDate } from "./policyText";
import classes from "./PolicyPage.module.css";
import { BackHomeLink } from "../BackHomeLink";

export type SectionIcon = ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;

/** A section as the page shows it: the fallback section has no server id. */
export type ShownSection = Pick<PolicySectionDto, "title" | "content" | "category"> & {
  key: string;
};

export interface PolicyPageProps {
  document: PolicyDocument;
  title: string;
  /** For search results and link previews. */
  description: string;
  /** SPEC 8: "Failed to load privacy policy content" or "... terms of service content". */
  errorText: string;
  /** Shown under the error (SPEC 4 and 8). */
  fallback: ShownSection;
  iconFor: (section: ShownSection, index: number) => SectionIcon;
  /** A label shown above the section title (the terms categories), if any. */
  labelFor?: (section: ShownSection) => string | null;
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
          {/* Dated once the sections are known (or the fallback is shown). */}
          {!query.isPending && (
            <Text size="sm" c="dimmed" data-testid="policy-last-updated">
              {t`Last updated: ${updated}`}
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
          <Stack gap="md" component="ol" className={classes.sections}>
            {sections.map((section, index) => {
              const Icon = iconFor(section, index);
              return (
                <PolicySectionCard
                  key={section.key}
                  icon={<Icon size={22} aria-hidden="true" />}
                  label={labelFor?.(section) ?? null}
                  title={section.title}
                  content={section.content}
                  headingOrder={2}
                />
              );
            })}
          </Stack>
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
