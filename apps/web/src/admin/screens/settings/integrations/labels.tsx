import type { WebhookDeliveryStatus, WebhookEventType } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconClock } from "@tabler/icons-react";
import { useMemo } from "react";

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  pending: "yellow",
  delivered: "green",
  failed: "red",
};

const STATUS_ICON = {
  pending: IconClock,
  delivered: IconCheck,
  failed: IconAlertTriangle,
} satisfies Record<WebhookDeliveryStatus, unknown>;

/** The webhooks' words: each event in a few words, and the deliveries' states. */
export function useWebhookLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    const event: Record<WebhookEventType, string> = {
      "waitlist.joined": t`Someone joined the waitlist`,
      "waitlist.confirmed": t`A waitlist place was confirmed`,
      "waitlist.invited": t`An invitation to register was sent`,
      "waitlist.unsubscribed": t`Someone unsubscribed from the emails`,
      "user.registered": t`An invited person registered`,
      "contact.received": t`A contact message arrived`,
    };
    const status: Record<WebhookDeliveryStatus, string> = {
      pending: t`Pending`,
      delivered: t({ message: "Delivered", context: "webhook delivery" }),
      failed: t`Failed`,
    };
    /** An event type as the log shows it: its words, the test event's, or as stored. */
    const eventOf = (type: string) =>
      type === "webhook.test" ? t`Test event` : (event[type as WebhookEventType] ?? type);
    return { event, status, eventOf };
  }, [t]);
}

/** A delivery's state as a coloured badge with its icon. */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const labels = useWebhookLabels();
  const StatusIcon = STATUS_ICON[status];
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      radius="sm"
      leftSection={<StatusIcon size={12} aria-hidden="true" />}
      // Kept whole in a table cell (a badge may shrink to an ellipsis).
      miw="fit-content"
      styles={{ label: { overflow: "visible" } }}
    >
      {labels.status[status]}
    </Badge>
  );
}
