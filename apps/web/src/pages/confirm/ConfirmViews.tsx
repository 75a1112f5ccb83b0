import "@mantine/core/styles/Alert.css";

import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconCircleCheck,
  IconClockX,
  IconLinkOff,
  IconMailCheck,
  IconUserMinus,
} from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import { ActionAlert, CheckingView, RegisterHeading, RetryView } from "../register/RegisterViews";
// The registration page's card and styles: the same frame (its loader's height, a long address).
import classes from "../register/RegisterPage.module.css";

/** While the link is being checked (and as the page is prerendered: the token is not known yet). */
export function CheckingConfirmLink() {
  const { t } = useLingui();
  return (
    <CheckingView
      heading={<RegisterHeading>{t`Confirm your place on the waitlist`}</RegisterHeading>}
      text={t`Checking your link...`}
    />
  );
}

/**
 * "Remove this address?", asked after "This wasn't me" (removing cannot be undone): read out as it
 * appears, its first button focused in place of the one pressed.
 */
function NotMeQuestion({
  removing,
  onRemove,
  onCancel,
}: {
  removing: boolean;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => removeRef.current?.focus(), []);
  const question = t`Remove this address from the waitlist? We will never email it again.`;
  return (
    <Alert color="red" variant="light" data-testid="not-me-question">
      <Stack gap="sm">
        <Text fw={600}>{question}</Text>
        <Group gap="sm">
          <Button ref={removeRef} color="red.9" loading={removing} onClick={onRemove}>
            {t`Remove my address`}
          </Button>
          <Button variant="default" disabled={removing} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

interface ConfirmChoiceProps {
  /** The address masked (j***@gmail.com): whose place this is. */
  email: string;
  /** The button whose call is on its way. */
  pending: "confirm" | "notMe" | null;
  /** "This wasn't me" was pressed: ask before removing the address for good. */
  asking: boolean;
  alert: string | null;
  onConfirm: () => void;
  onAskNotMe: () => void;
  onCancelNotMe: () => void;
  onNotMe: () => void;
}

/**
 * The valid link: the address and the two buttons. Nothing is sent until one is pressed (a mail
 * scanner opening the link changes nothing); removing asks once more, as it cannot be undone.
 */
export function ConfirmChoice({
  email,
  pending,
  asking,
  alert,
  onConfirm,
  onAskNotMe,
  onCancelNotMe,
  onNotMe,
}: ConfirmChoiceProps) {
  const { t } = useLingui();
  const address = (
    <Text component="span" fw={700} dir="ltr" className={classes.email}>
      {email}
    </Text>
  );
  return (
    <Stack gap="lg" data-testid="confirm-choice">
      <Stack gap="xs">
        <RegisterHeading>{t`Confirm your place on the waitlist`}</RegisterHeading>
        <Text size="lg">{t`Someone joined the Bayan waitlist with this address:`}</Text>
        <Text size="lg">{address}</Text>
        <Text c="dimmed">
          {t`If it was you, confirm it to secure your place and get your referral link.`}
        </Text>
      </Stack>
      {asking ? (
        <NotMeQuestion removing={pending === "notMe"} onRemove={onNotMe} onCancel={onCancelNotMe} />
      ) : (
        <Group gap="sm">
          <Button size="md" loading={pending === "confirm"} onClick={onConfirm}>
            {t`Confirm`}
          </Button>
          <Button size="md" variant="default" disabled={pending !== null} onClick={onAskNotMe}>
            {t`This wasn't me`}
          </Button>
        </Group>
      )}
      {alert && <ActionAlert>{alert}</ActionAlert>}
    </Stack>
  );
}

/** The link's states that end here, and what the buttons led to. */
export type ConfirmState = "confirmed" | "expired" | "unknown" | "removed" | "opening";

interface ConfirmStateViewProps {
  state: ConfirmState;
  /** The server's answer in the person's language (removed, confirmed), under the title. */
  said?: string;
  /** Move focus to the title (the page changed after a click). */
  focus?: boolean;
  /** The expired link's "Send me a new link", with its own state. */
  children?: ReactNode;
}

export function ConfirmStateView({ state, said, focus = false, children }: ConfirmStateViewProps) {
  const { t } = useLingui();
  const home = <Anchor href="/">{t`Go to the home page`}</Anchor>;
  const view = {
    confirmed: {
      icon: <IconMailCheck size={40} aria-hidden="true" />,
      color: "dimmed",
      title: t`This address is already confirmed`,
      text: t`Your place is secured. To see your place in the queue and your referral link, use the link in the email we sent you when you confirmed.`,
      links: home,
    },
    expired: {
      icon: <IconClockX size={40} aria-hidden="true" />,
      color: "dimmed",
      title: t`This link has expired`,
      text: t`Confirmation links work for 7 days. We can send you a new one.`,
      links: null,
    },
    unknown: {
      icon: <IconLinkOff size={40} aria-hidden="true" />,
      color: "dimmed",
      title: t`This link is not valid`,
      text: t`Check that you opened the whole link from your email. An address that was not confirmed in time leaves the list: you can join again from the home page.`,
      links: home,
    },
    removed: {
      icon: <IconUserMinus size={40} aria-hidden="true" />,
      color: "dimmed",
      title: t`Address removed`,
      text: t`Sorry for the trouble.`,
      links: home,
    },
    opening: {
      icon: <IconCircleCheck size={40} aria-hidden="true" />,
      color: "green",
      title: t`Your place is confirmed`,
      text: t`Opening your status page...`,
      links: null,
    },
  }[state];
  return (
    <Stack gap="md" data-testid="confirm-state" data-state={state}>
      <Text c={view.color} lh={0}>
        {view.icon}
      </Text>
      <RegisterHeading focus={focus}>{view.title}</RegisterHeading>
      {said && <Text size="lg">{said}</Text>}
      <Text size="lg" role={state === "opening" ? "status" : undefined}>
        {view.text}
      </Text>
      {children}
      {view.links && <Group gap="lg">{view.links}</Group>}
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
      heading={<RegisterHeading>{t`Confirm your place on the waitlist`}</RegisterHeading>}
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
