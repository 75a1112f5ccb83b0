import type { RouterOutputs } from "@bayan/trpc";
import { webhookDeliveryStatuses, type WebhookDeliveryStatus } from "@bayan/trpc/schemas";
import { AdminTable, EmptyState, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Code,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
  useDirection,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconHistory, IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { FieldList } from "../../../lib/FieldList";
import { useAdminFormat } from "../../../lib/format";
import { LoadFailedAlert } from "../../../lib/LoadFailedAlert";
import { useMessageText } from "../../../lib/messages";
import { useTableLabels } from "../../../lib/tableLabels";
import type { Endpoint } from "./EndpointModal";
import { DeliveryStatusBadge, useWebhookLabels } from "./labels";

export type Delivery = RouterOutputs["webhooks"]["deliveries"]["items"][number];

/** Rows of the log on a page. */
const PAGE_SIZE = 10;
/** How often the log is asked again while a delivery on it is pending. */
const PENDING_REFRESH_MS = 3_000;
const URL_WIDTH = 190;
const ALL = "all";

export interface DeliveryLogProps {
  endpoints: readonly Endpoint[];
  /** The endpoint whose deliveries are shown ("all" for every one's). */
  endpointId: string;
  onEndpointChange: (id: string) => void;
  /**
   * Tries a delivery again now; the row's button spins meanwhile. Absent for a role that cannot
   * (docs/team.md): no Actions column then.
   */
  onRedeliver?: (delivery: Delivery) => void;
  redeliveringId: string | null;
}

/**
 * The delivery log (docs/email-delivery.md, "Webhooks"): each event sent to an endpoint, newest
 * first, with its state, the endpoint's last answer code, the tries and the time; a row's button
 * delivers it again and a click on the row shows what was sent. Asked again every few seconds
 * while a delivery on the page is pending.
 */
export function DeliveryLog({
  endpoints,
  endpointId,
  onEndpointChange,
  onRedeliver,
  redeliveringId,
}: DeliveryLogProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useWebhookLabels();
  const format = useAdminFormat();
  const messageText = useMessageText();
  const { dir } = useDirection();
  const [status, setStatus] = useState<WebhookDeliveryStatus | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Delivery | null>(null);
  // Read at once (not after the first paint): the table takes its pinned column when it mounts.
  const phone = useMediaQuery("(max-width: 47.99em)", undefined, {
    getInitialValueInEffect: false,
  });
  const tableLabels = useTableLabels(
    t`Delivery log pages`,
    (first, last, all) => t`Showing ${first} to ${last} of ${all} deliveries`,
  );

  const input = {
    page,
    limit: PAGE_SIZE,
    ...(endpointId === ALL ? {} : { endpointId }),
    ...(status === ALL ? {} : { status }),
  };
  const log = useQuery({
    ...trpc.webhooks.deliveries.queryOptions(input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === "pending")
        ? PENDING_REFRESH_MS
        : false,
  });
  const records = log.data?.items ?? [];

  const errorOf = (delivery: Delivery) =>
    delivery.lastError
      ? messageText({ message: delivery.lastError, messageKey: delivery.lastErrorKey })
      : null;
  const when = (iso: string) => (
    <time dateTime={iso} title={format.dateTime(iso)}>
      <Text size="sm">{format.date(iso)}</Text>
      <Text size="xs" c="dimmed">
        {format.time(iso)}
      </Text>
    </time>
  );

  // Every column fits the settings panel beside the menu: the endpoint's address (when the log
  // shows every endpoint's) is the event's second line, cut to a width. On a phone the table
  // scrolls sideways.
  const columns: AdminTableColumn<Delivery>[] = [
    {
      accessor: "eventType",
      title: t`Event`,
      noWrap: true,
      render: (delivery) => (
        <Stack gap={2}>
          <Text size="sm">{labels.eventOf(delivery.eventType)}</Text>
          {endpointId === ALL ? (
            <TruncatedText
              text={delivery.endpointUrl}
              maxWidth={URL_WIDTH}
              dir="ltr"
              size="xs"
              c="dimmed"
            />
          ) : (
            <Text size="xs" c="dimmed" dir="ltr" ta={dir === "rtl" ? "right" : "left"}>
              {delivery.eventType}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: t`Status`,
      noWrap: true,
      render: (delivery) => <DeliveryStatusBadge status={delivery.status} />,
    },
    {
      accessor: "lastStatusCode",
      title: t`Answer code`,
      noWrap: true,
      render: (delivery) => {
        const error = errorOf(delivery);
        const code =
          delivery.lastStatusCode === null ? (
            <Text size="sm" c="dimmed" aria-label={error ?? t`None`}>
              -
            </Text>
          ) : (
            <Text size="sm" ff="monospace">
              {format.number(delivery.lastStatusCode)}
            </Text>
          );
        return error ? (
          <Tooltip
            label={error}
            multiline
            maw={360}
            withinPortal
            events={{ hover: true, focus: true, touch: true }}
          >
            <span tabIndex={0}>{code}</span>
          </Tooltip>
        ) : (
          code
        );
      },
    },
    {
      accessor: "attempts",
      title: t`Tries`,
      textAlign: "end",
      noWrap: true,
      render: (delivery) => format.number(delivery.attempts),
    },
    {
      accessor: "createdAt",
      title: t`Time`,
      noWrap: true,
      render: (delivery) => when(delivery.lastAttemptAt ?? delivery.createdAt),
    },
    ...(onRedeliver
      ? [
          {
            accessor: "actions",
            title: t`Actions`,
            noWrap: true,
            textAlign: "end",
            render: (delivery) => (
              <Tooltip label={t`Redeliver`} withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={t`Redeliver`}
                  loading={redeliveringId === delivery.id}
                  onClick={() => onRedeliver(delivery)}
                >
                  <IconRefresh size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            ),
          } satisfies AdminTableColumn<Delivery>,
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={3} fz="h4">
          {t`Delivery log`}
        </Title>
        <Group gap="sm" align="flex-end" grow style={{ flex: "1 1 320px", maxWidth: 460 }}>
          <Select
            label={t`Endpoint`}
            size="sm"
            data={[
              { value: ALL, label: t`All endpoints` },
              ...endpoints.map((endpoint) => ({ value: endpoint.id, label: endpoint.url })),
            ]}
            value={endpointId}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              onEndpointChange(value);
              setPage(1);
            }}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Status`}
            size="sm"
            data={[
              { value: ALL, label: t`All states` },
              ...webhookDeliveryStatuses.map((value) => ({ value, label: labels.status[value] })),
            ]}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setStatus(value);
              setPage(1);
            }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
      <LoadFailedAlert title={t`Failed to load the delivery log`} queries={[log]} />
      <AdminTable<Delivery>
        label={t`Delivery log`}
        columns={columns}
        records={records}
        fetching={log.isPending}
        minWidth={600}
        pinLastColumn={!phone}
        onRowClick={setOpened}
        page={page}
        pageSize={PAGE_SIZE}
        totalRecords={log.data?.pagination.total ?? 0}
        onPageChange={setPage}
        {...tableLabels}
        emptyState={
          <EmptyState
            icon={<IconHistory size={28} aria-hidden="true" />}
            title={t`No deliveries yet`}
            hint={t`Events sent to the endpoints are listed here. Send a test event to see one.`}
          />
        }
      />
      <DeliveryDetail delivery={opened} onClose={() => setOpened(null)} errorOf={errorOf} />
    </Stack>
  );
}

/** One delivery: its id (the webhook-id), state, tries, times and the JSON sent. */
function DeliveryDetail({
  delivery,
  onClose,
  errorOf,
}: {
  delivery: Delivery | null;
  onClose: () => void;
  errorOf: (delivery: Delivery) => string | null;
}) {
  const { t } = useLingui();
  const labels = useWebhookLabels();
  const format = useAdminFormat();
  const phone = useMediaQuery("(max-width: 47.99em)");
  const none = t`None`;
  return (
    <Modal
      opened={delivery !== null}
      onClose={onClose}
      title={t`Delivery`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {delivery ? (
        <Stack gap="md">
          <FieldList
            labelWidth={130}
            rows={[
              [t`Event`, labels.eventOf(delivery.eventType)],
              [t`Status`, <DeliveryStatusBadge key="status" status={delivery.status} />],
              [
                t`Answer code`,
                delivery.lastStatusCode === null ? none : format.number(delivery.lastStatusCode),
              ],
              [t`Tries`, format.number(delivery.attempts)],
              [t`Last error`, errorOf(delivery) ?? none],
              [
                t`Webhook ID`,
                <Text key="id" span size="sm" dir="ltr" ff="monospace">
                  {delivery.id}
                </Text>,
              ],
              [
                t`Endpoint`,
                <Text key="url" span size="sm" dir="ltr">
                  {delivery.endpointUrl}
                </Text>,
              ],
              [t`Created`, format.dateTime(delivery.createdAt)],
              [
                t`Last try`,
                delivery.lastAttemptAt ? format.dateTime(delivery.lastAttemptAt) : none,
              ],
              [
                t`Next try`,
                delivery.nextAttemptAt ? format.dateTime(delivery.nextAttemptAt) : none,
              ],
            ]}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t`Body sent`}
            </Text>
            <Code block dir="ltr" style={{ maxHeight: 320, overflow: "auto" }}>
              {JSON.stringify(delivery.payload, null, 2)}
            </Code>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
