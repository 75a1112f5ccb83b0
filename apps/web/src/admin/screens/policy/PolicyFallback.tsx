import type { TermsCategory } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Alert, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { paragraphs } from "../../../pages/policy/policyText";
import { RetryButton, type Retryable } from "../../lib/RetryButton";
import { CATEGORY_LABELS } from "./labels";

/** SPEC 4, 8: what the public page shows of a document while its content cannot be loaded. */
export interface FallbackSectionText {
  title: string;
  content: string;
  category: TermsCategory | null;
}

/**
 * SPEC 8: the sections could not be loaded: the error with Try Again, and the default section the
 * public page shows meanwhile.
 */
export function PolicyLoadFailed({
  message,
  section,
  withCategory,
  query,
}: {
  message: string;
  section: FallbackSectionText;
  withCategory: boolean;
  /** The sections' query, asked again by Try Again. */
  query: Retryable;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={message}
      >
        <RetryButton queries={[query]} icon size="sm" mt="xs" label={t`Try Again`} />
      </Alert>
      <FallbackSection section={section} withCategory={withCategory} />
    </Stack>
  );
}

/**
 * SPEC 4, 8: the section the public page shows when the content cannot be loaded, labelled as the
 * default; nothing can be edited until the sections load.
 */
function FallbackSection({
  section,
  withCategory,
}: {
  section: FallbackSectionText;
  withCategory: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Badge variant="outline" color="gray">
            {t`Default section`}
          </Badge>
          {withCategory && section.category && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {i18n._(CATEGORY_LABELS[section.category])}
            </Text>
          )}
        </Group>
        <Title order={2} size="h3">
          {section.title}
        </Title>
        {paragraphs(section.content).map((paragraph, n) => (
          <Text key={n} style={{ whiteSpace: "pre-line", lineHeight: 1.7 }}>
            {paragraph}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t`The public page shows this default section while the content cannot be loaded. The sections can be edited once they load.`}
        </Text>
      </Stack>
    </Paper>
  );
}
