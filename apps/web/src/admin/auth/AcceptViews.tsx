import { useLingui } from "@lingui/react/macro";
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { IconClockX, IconLinkOff, IconUserCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, type ReactNode } from "react";

/** Why a team invitation link cannot be used. */
export type InviteProblem = "expired" | "used" | "unknown";

/**
 * The page's h1. `focus`: moved to when the page changes state after a call (the link turned out
 * used or expired), so screen readers read the new state.
 */
export function AcceptHeading({
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
    <Title order={1} fz="h2" ref={ref} tabIndex={-1} style={{ outline: "none" }}>
      {children}
    </Title>
  );
}

/** A link that cannot make anyone a member: what happened, and the way to the sign-in page. */
export function ProblemView({
  problem,
  focus = false,
}: {
  problem: InviteProblem;
  focus?: boolean;
}) {
  const { t } = useLingui();
  const view = {
    expired: {
      icon: <IconClockX size={40} aria-hidden="true" />,
      title: t`This invitation has expired`,
      text: t`Invitation links work for 7 days. Ask the owner of the team to send you a new one.`,
    },
    used: {
      icon: <IconUserCheck size={40} aria-hidden="true" />,
      title: t`This invitation has already been used`,
      text: t`Your account was already activated with this link, or the invitation was withdrawn. If you chose your password, sign in with your email and it.`,
    },
    unknown: {
      icon: <IconLinkOff size={40} aria-hidden="true" />,
      title: t`This invitation link is not valid`,
      text: t`Check that you opened the whole link from your invitation email.`,
    },
  }[problem];
  return (
    <Stack gap="md" data-testid="accept-problem" data-state={problem}>
      <Text c="dimmed" lh={0}>
        {view.icon}
      </Text>
      <AcceptHeading focus={focus}>{view.title}</AcceptHeading>
      <Text>{view.text}</Text>
      <Group>
        <Anchor component={Link} to="/admin">
          {t`Go to the sign-in page`}
        </Anchor>
      </Group>
    </Stack>
  );
}
