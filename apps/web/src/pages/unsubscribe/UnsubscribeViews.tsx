import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconLinkOff, IconMailOff } from "@tabler/icons-react";
import { ActionAlert, CheckingView, RegisterHeading, RetryView } from "../register/RegisterViews";
// The registration page's card and styles: the same frame (its loader's height, a long address).
import classes from "../register/RegisterPage.module.css";

/** The page's title while the link is checked and while it offers its button. */
function UnsubscribeHeading() {
  const { t } = useLingui();
  return <RegisterHeading>{t`Unsubscribe from Bayan's emails`}</RegisterHeading>;
}

/** While the link is being checked (and as the page is prerendered: the token is not known yet). */
export function CheckingUnsubscribeLink() {
  const { t } = useLingui();
  return <CheckingView heading={<UnsubscribeHeading />} text={t`Checking your link...`} />;
}

interface UnsubscribeChoiceProps {
  /** The address masked (j***@gmail.com): the one the email went to. */
  email: string;
  /** The click's call is on its way. */
  pending: boolean;
  alert: string | null;
  onUnsubscribe: () => void;
}

/**
 * A subscribed address: the address and the one button. Nothing is sent until it is pressed (a
 * mail scanner opening the link changes nothing).
 */
export function UnsubscribeChoice({
  email,
  pending,
  alert,
  onUnsubscribe,
}: UnsubscribeChoiceProps) {
  const { t } = useLingui();
  return (
    <Stack gap="lg" data-testid="unsubscribe-choice">
      <Stack gap="xs">
        <UnsubscribeHeading />
        <Text size="lg">
          <Text component="span" fw={700} dir="ltr" className={classes.email}>
            {email}
          </Text>
        </Text>
        <Text c="dimmed">{t`After you unsubscribe, you will get no more emails from Bayan at this address.`}</Text>
      </Stack>
      <Group gap="sm">
        <Button size="md" loading={pending} onClick={onUnsubscribe}>
          {t`Unsubscribe`}
        </Button>
      </Group>
      {alert && <ActionAlert>{alert}</ActionAlert>}
    </Stack>
  );
}

/** The link's states that end here: unsubscribed (now or before), or not a link we know. */
export type UnsubscribeState = "unsubscribed" | "unknown";

interface UnsubscribeStateViewProps {
  state: UnsubscribeState;
  /** The server's answer in the person's language (unsubscribed), under the title. */
  said?: string;
  /** Move focus to the title (the page changed after a click). */
  focus?: boolean;
}

export function UnsubscribeStateView({ state, said, focus = false }: UnsubscribeStateViewProps) {
  const { t } = useLingui();
  const view = {
    unsubscribed: {
      icon: <IconMailOff size={40} aria-hidden="true" />,
      title: t`You are unsubscribed`,
      text: null,
    },
    unknown: {
      icon: <IconLinkOff size={40} aria-hidden="true" />,
      title: t`This unsubscribe link is not valid`,
      text: t`Check that you opened the whole link from your email.`,
    },
  }[state];
  return (
    <Stack gap="md" data-testid="unsubscribe-state" data-state={state}>
      <Text c="dimmed" lh={0}>
        {view.icon}
      </Text>
      <RegisterHeading focus={focus}>{view.title}</RegisterHeading>
      {said && <Text size="lg">{said}</Text>}
      {view.text && <Text size="lg">{view.text}</Text>}
      <Group gap="lg">
        <Anchor href="/">{t`Go to the home page`}</Anchor>
      </Group>
    </Stack>
  );
}

/** The link could not be checked (network, server fault, too many tries): say so, try again. */
export function CheckFailedView({
  tooMany,
  retrying,
  onRetry,
}: {
  tooMany: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <RetryView
      heading={<UnsubscribeHeading />}
      message={
        tooMany
          ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
          : t`We could not check your link. Please try again.`
      }
      retryLabel={t`Try Again`}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
