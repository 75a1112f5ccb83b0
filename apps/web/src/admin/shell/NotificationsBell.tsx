import { ActionIcon, Indicator, Popover, Stack, Text, Group, ThemeIcon } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { IconBell, IconInbox, IconMailX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../lib/trpc";
import type { RouterOutputs } from "@bayan/trpc";
import { useAdminFormat } from "../lib/format";
import classes from "./AdminShell.module.css";

type Notification = RouterOutputs["admin"]["notifications"]["items"][number];

/** How often the bell asks for news while the panel is open. */
const REFRESH_MS = 60_000;

/**
 * SPEC 2.8's bell, made real: its badge counts new contact messages and emails that failed, and
 * it opens a list of them that links to each.
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
  const count = data?.count ?? 0;
  const label =
    count === 0 ? t`Notifications: nothing new` : t`Notifications: ${format.number(count)} new`;

  const body = (item: Notification) => (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        variant="light"
        color={item.type === "contact" ? "blue" : "red"}
        aria-hidden="true"
      >
        {item.type === "contact" ? <IconInbox size={16} /> : <IconMailX size={16} />}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {item.type === "contact"
            ? t`New message from ${item.name}`
            : t`Email to ${item.to} failed`}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {item.subject}
        </Text>
        <Text size="xs" c="dimmed">
          {format.dateTime(item.type === "contact" ? item.createdAt : item.updatedAt)}
        </Text>
      </Stack>
    </Group>
  );

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
                ) : (
                  <Link
                    to="/admin/emails"
                    search={{ status: "failed" }}
                    onClick={popover.close}
                    className={classes.notification}
                  >
                    {body(item)}
                  </Link>
                )}
              </li>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
