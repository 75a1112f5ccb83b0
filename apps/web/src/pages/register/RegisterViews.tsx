import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Loader.css";

import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconCircleCheck,
  IconClockX,
  IconExclamationCircle,
  IconLinkOff,
  IconUserCheck,
} from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import { BackHomeLink } from "../BackHomeLink";
import classes from "./RegisterPage.module.css";

/** The page's frame: a way home, then one bordered card. */
export function RegisterFrame({ children }: { children: ReactNode }) {
  return (
    <Container size={560} py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <BackHomeLink />
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} className={classes.card}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

/**
 * The page's h1. `focus`: moved to when the page changes state after a call (the link turned out
 * used, the account was made), so screen readers read the new state.
 */
export function RegisterHeading({
  children,
  focus = false,
}: {
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Title order={1} size="h2" ref={ref} tabIndex={-1} className={classes.heading}>
      {children}
    </Title>
  );
}

/**
 * A link page while its call is on its way (and as the page is prerendered: the token is not
 * known yet): the page's heading and a line saying what is being checked, from the page.
 */
export function CheckingView({ heading, text }: { heading: ReactNode; text: string }) {
  return (
    <Stack gap="md">
      {heading}
      <Group gap="sm" role="status" justify="center" className={classes.loading}>
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{text}</Text>
      </Group>
    </Stack>
  );
}

/** While the link is being checked (and as the page is prerendered: the token is not known yet). */
export function CheckingLink() {
  const { t } = useLingui();
  return (
    <CheckingView
      heading={<RegisterHeading>{t`Create your account`}</RegisterHeading>}
      text={t`Checking your invitation link...`}
    />
  );
}

/** An error under a link page's buttons, said in an alert (read out when it appears). */
export function ActionAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconExclamationCircle size={20} aria-hidden="true" />}
    >
      {children}
    </Alert>
  );
}

export type LinkProblem = "used" | "expired" | "unknown";

/** A link that cannot register anyone: what happened and where to go. */
export function LinkStateView({ state, focus = false }: { state: LinkProblem; focus?: boolean }) {
  const { t } = useLingui();
  const home = <Anchor href="/">{t`Go to the home page`}</Anchor>;
  const view = {
    used: {
      icon: <IconUserCheck size={40} aria-hidden="true" />,
      title: t`This link has already been used`,
      text: t`An account has already been created with this invitation, so you already have an account.`,
      links: home,
    },
    expired: {
      icon: <IconClockX size={40} aria-hidden="true" />,
      title: t`This link has expired`,
      text: t`Invitation links work for a limited time, and only the newest one sent to you works. Ask us for a new invitation.`,
      links: (
        <>
          <Anchor href="/contact">{t`Ask for a new invitation`}</Anchor>
          {home}
        </>
      ),
    },
    unknown: {
      icon: <IconLinkOff size={40} aria-hidden="true" />,
      title: t`This link is not valid`,
      text: t`Check that you opened the whole link from your invitation email.`,
      links: home,
    },
  }[state];
  return (
    <Stack gap="md" data-testid="register-link-state" data-state={state}>
      <Text c="dimmed" lh={0}>
        {view.icon}
      </Text>
      <RegisterHeading focus={focus}>{view.title}</RegisterHeading>
      <Text size="lg">{view.text}</Text>
      <Group gap="lg">{view.links}</Group>
    </Stack>
  );
}

/**
 * A call the page needs failed (network, server fault, too many tries): the page's heading, what
 * went wrong in words, and a button to try again. The words come from the page, from its catalog.
 */
export function RetryView({
  heading,
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  heading: ReactNode;
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Stack gap="md">
      {heading}
      <Text role="alert">{message}</Text>
      <Group>
        <Button variant="default" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** The link could not be checked (network, server fault): say so and offer to try again. */
export function CheckFailedView({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <RetryView
      heading={<RegisterHeading>{t`Create your account`}</RegisterHeading>}
      message={t`We could not check your invitation link. Please try again.`}
      retryLabel={t`Try Again`}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

/** After registering: the account is made. `text`: the server's sentence, translated. */
export function RegisteredView({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" data-testid="register-success">
      <Text c="green" lh={0}>
        <IconCircleCheck size={40} aria-hidden="true" />
      </Text>
      <RegisterHeading focus>{t`Your account is ready`}</RegisterHeading>
      <Text size="lg">{text}</Text>
      <Group>
        <Anchor href="/">{t`Go to the home page`}</Anchor>
      </Group>
    </Stack>
  );
}
