import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Alert.css";

import type { PolicyDocument } from "@bayan/trpc/schemas";
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BackLink } from "../BackHomeLink";
import { POLICY_PATH, VERSIONS_PATH } from "../policy/policyPaths";
import classes from "../policy/PolicyPage.module.css";
import type { VersionsWords } from "./versionsWords";

/** The frame every view of the versions pages shares: a link back, the view, related pages. */
export function VersionsFrame({
  back,
  links,
  children,
}: {
  back: ReactNode;
  /** Links to related pages, under the view. */
  links: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Container size="md" py={{ base: 32, sm: 48 }} data-testid="versions-page">
      <Stack gap="lg">
        {back}
        {children}
        <nav aria-label={t`Related pages`}>
          <Group gap="lg" className={classes.crossLinks}>
            {links}
          </Group>
        </nav>
      </Stack>
    </Container>
  );
}

/**
 * A view's frame on the document's pages: from the list, back to the document (its current page
 * below); from a version, back to the list (the list and the document's current page below).
 */
export function DocumentFrame({
  document,
  words,
  from,
  children,
}: {
  document: PolicyDocument;
  words: VersionsWords;
  /** The view framed: the list, or one version. */
  from: "list" | "version";
  children: ReactNode;
}) {
  const current = <Anchor href={POLICY_PATH[document]}>{words.currentDocument}</Anchor>;
  return from === "list" ? (
    <VersionsFrame
      back={<BackLink href={POLICY_PATH[document]}>{words.backToDocument}</BackLink>}
      links={current}
    >
      {children}
    </VersionsFrame>
  ) : (
    <VersionsFrame
      back={<BackLink href={VERSIONS_PATH[document]}>{words.allVersions}</BackLink>}
      links={
        <>
          <Anchor href={VERSIONS_PATH[document]}>{words.allVersions}</Anchor>
          {current}
        </>
      }
    >
      {children}
    </VersionsFrame>
  );
}

/** Until the versions are in: the list's title and a loading line (the prerendered page). */
export function VersionsLoading({
  document,
  words,
}: {
  document: PolicyDocument;
  words: VersionsWords;
}) {
  const { t } = useLingui();
  return (
    <DocumentFrame document={document} words={words} from="list">
      <Title order={1}>{words.listTitle}</Title>
      <Group gap="sm" role="status" py="xl" justify="center" className={classes.loading}>
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{t`Loading...`}</Text>
      </Group>
    </DocumentFrame>
  );
}

/** The versions (or the version) could not be read: say so and offer to try again. */
export function VersionsFailed({
  document,
  words,
  retrying,
  onRetry,
}: {
  document: PolicyDocument;
  words: VersionsWords;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <DocumentFrame document={document} words={words} from="list">
      <Title order={1}>{words.listTitle}</Title>
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t`The versions could not be loaded.`}
      >
        <Button
          mt="xs"
          size="sm"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          {t`Try Again`}
        </Button>
      </Alert>
    </DocumentFrame>
  );
}

/** The address names no version of this document. */
export function VersionNotFound({
  document,
  words,
}: {
  document: PolicyDocument;
  words: VersionsWords;
}) {
  const { t } = useLingui();
  return (
    <DocumentFrame document={document} words={words} from="version">
      <Stack gap={6}>
        <Title order={1}>{t`This version does not exist`}</Title>
        <Text c="dimmed">{t`No published version has this address. It may have been mistyped, or it belongs to the other document.`}</Text>
      </Stack>
    </DocumentFrame>
  );
}
