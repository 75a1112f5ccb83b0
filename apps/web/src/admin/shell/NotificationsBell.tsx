import {
  ActionIcon,
  Button,
  Indicator,
  Popover,
  Stack,
  Text,
  Group,
  ThemeIcon,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import {
  IconBell,
  IconChecks,
  IconInbox,
  IconMailX,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import type { RouterOutputs } from "@bayan/trpc";
import { useAdminFormat } from "../lib/format";
import classes from "./AdminShell.module.css";

type Notification = RouterOutputs["admin"]["notifications"]["items"][number];

/** How often the bell asks for news while the panel is open. */
const REFRESH_MS = 60_000;

/** Each kind's icon, colour and the screen it opens. */
const KINDS = {
  contact: { icon: IconInbox, color: "blue", to: "/admin/contact" },
  email: { icon: IconMailX, color: "red", to: "/admin/emails" },
  signup: { icon: IconUserPlus, color: "teal", to: "/admin/waitlist" },
  user: { icon: IconUsers, color: "grape", to: "/admin/users" },
} as const;

/**
 * SPEC 2.8's bell, made real (docs/settings.md): its badge counts what arrived since the admin
 * last marked all as read (unread contact messages, failed emails, sign-ups, registrations, as
 * Settings > Notifications lets through); it opens a list of them that links to each, and
 * "Mark all as read".
 */
export function NotificationsBell() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const [opened, popover] = useDisclosure(false);
  const { data } = useQuery(
    trpc.admin.notifications.queryOptions(undefined, {
      refetchInterval: REFRESH_MS,
      meta: { errorMessage: "Failed to fetch notifications" },
    }),
  );
  const queryClient = useQueryClient();
  const markSeen = useMutation(
    trpc.admin.markNotificationsSeen.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.admin.notifications.queryKey() }),
    }),
  );
  const count = data?.count ?? 0;
  const label =
    count === 0 ? t`Notifications: nothing new` : t`Notifications: ${format.number(count)} new`;

  const title = (item: Notification) => {
    switch (item.type) {
      case "contact":
        return t`New message from ${item.name}`;
      case "email":
        return t`Email to ${item.to} failed`;
      case "signup":
        return t`New waitlist sign-up: ${item.email}`;
      case "user":
        return t`${item.name} registered`;
    }
  };
  const detail = (item: Notification) =>
    item.type === "contact" || item.type === "email"
      ? item.subject
      : item.type === "user"
        ? item.email
        : null;

  const body = (item: Notification) => {
    const Icon = KINDS[item.type].icon;
    const line = detail(item);
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={KINDS[item.type].color} aria-hidden="true">
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {title(item)}
          </Text>
          {line ? (
            <Text size="xs" c="dimmed" truncate>
              {line}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {format.dateTime(item.type === "email" ? item.updatedAt : item.createdAt)}
          </Text>
        </Stack>
      </Group>
    );
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      position="bottom-end"
      width={320}
      shadow="md"
      withArrow
    >
      <Indicator
        label={format.number(count)}
        size={18}
        color="red"
        disabled={count === 0}
        offset={4}
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={popover.toggle}
            aria-label={label}
            aria-expanded={opened}
          >
            <IconBell size={18} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="xs">
        {!data || data.items.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {t`Nothing needs your attention.`}
          </Text>
        ) : (
          <Stack gap="xs">
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {data.items.map((item) => (
                <li key={`${item.type}:${item.id}`}>
                  {item.type === "contact" ? (
                    <Link
                      to="/admin/contact"
                      search={{ selected: item.id }}
                      onClick={popover.close}
                      className={classes.notification}
                    >
                      {body(item)}
                    </Link>
                  ) : item.type === "email" ? (
                    <Link
                      to="/admin/emails"
                      search={{ status: "failed" }}
                      onClick={popover.close}
                      className={classes.notification}
                    >
                      {body(item)}
                    </Link>
                  ) : (
                    <Link
                      to={KINDS[item.type].to}
                      onClick={popover.close}
                      className={classes.notification}
                    >
                      {body(item)}
                    </Link>
                  )}
                </li>
              ))}
            </Stack>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              onClick={() => markSeen.mutate()}
              loading={markSeen.isPending}
            >
              {t`Mark all as read`}
            </Button>
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
