import "@mantine/core/styles/DataList.css";
import { confirmDelete, EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconEdit,
  IconHistory,
  IconKey,
  IconPlus,
  IconSend,
  IconTrash,
  IconWebhook,
} from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useCan } from "../../auth/member";
import { useConfirmDelete, useFailureToast, useRefresh } from "../../lib/actions";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { DeliveryLog, type Delivery } from "./integrations/DeliveryLog";
import { EndpointModal, type Endpoint, type EndpointFields } from "./integrations/EndpointModal";
import { useWebhookLabels } from "./integrations/labels";
import { SecretModal, type SecretModalProps } from "./integrations/SecretModal";

/**
 * Settings > Integrations (docs/email-delivery.md, "Webhooks"): the webhook endpoints with the
 * events each receives, turned on and off here; add and edit one, its signing secret shown once
 * (when added or rotated), delete, send a test event; and the delivery log with a redelivery.
 */
export function IntegrationsTab() {
  // Webhooks are changed with the `run` permission (docs/team.md); the screen says why when not.
  const canChange = useCan("run");
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useWebhookLabels();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const failed = useFailureToast(errorText);
  const confirm = useConfirmDelete();
  const refresh = useRefresh((api) => [api.webhooks]);
  const endpoints = useQuery(trpc.webhooks.list.queryOptions());
  /** The endpoint in the form: null to add one, undefined while closed. */
  const [editing, setEditing] = useState<Endpoint | null | undefined>(undefined);
  const [secret, setSecret] = useState<SecretModalProps["shown"]>(null);
  const [logOf, setLogOf] = useState("all");

  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const remove = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
        if (logOf === answer.id) setLogOf("all");
        return refresh();
      },
      onError: failed(t`The endpoint was not deleted`),
    }),
  );
  const rotate = useMutation(
    trpc.webhooks.rotateSecret.mutationOptions({
      onSuccess: ({ endpoint }) => {
        setSecret({ url: endpoint.url, secret: endpoint.secret, rotated: true });
        return refresh();
      },
      onError: failed(t`The secret was not rotated`),
    }),
  );
  /** A test event or a redelivery: the toast says how the try went. */
  const tried = {
    onSuccess: (answer: { delivery: Delivery; message: string }) => {
      notifications.show({
        color: answer.delivery.status === "delivered" ? "green" : "yellow",
        message: messageText(answer),
      });
      return refresh();
    },
  };
  const test = useMutation(
    trpc.webhooks.sendTest.mutationOptions({
      ...tried,
      onError: failed(t`The test event was not sent`),
    }),
  );
  const redeliver = useMutation(
    trpc.webhooks.redeliver.mutationOptions({
      ...tried,
      onError: failed(t`The delivery was not tried again`),
    }),
  );

  const save = async (fields: EndpointFields) => {
    if (editing) {
      const answer = await update.mutateAsync({ id: editing.id, ...fields });
      notifications.show({ color: "green", message: messageText(answer) });
    } else {
      const { endpoint } = await create.mutateAsync(fields);
      setSecret({ url: endpoint.url, secret: endpoint.secret, rotated: false });
    }
    setEditing(undefined);
    await refresh();
  };
  const toggle = (endpoint: Endpoint, enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      {
        onSuccess: (answer) => {
          notifications.show({ color: "green", message: messageText(answer) });
          void refresh();
        },
        onError: failed(t`The endpoint was not saved`),
      },
    );
  const askToDelete = confirm(
    t`Delete endpoint`,
    t`Are you sure you want to delete this endpoint? Its delivery log goes with it, and nothing more is sent to it.`,
    (endpoint: Endpoint) => remove.mutate({ id: endpoint.id }),
  );
  const askToRotate = async (endpoint: Endpoint) => {
    const sure = await confirmDelete({
      title: t`Rotate secret`,
      message: t`A new signing secret is made and shown once. The current one still signs beside it for 24 hours, then stops working.`,
      confirmLabel: t`Rotate secret`,
      cancelLabel: t`Cancel`,
    });
    if (sure) rotate.mutate({ id: endpoint.id });
  };

  const addButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onClick={() => setEditing(null)}
    >
      {t`Add endpoint`}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} fz="h4">
            {t`Webhooks`}
          </Title>
          {canChange && endpoints.data && endpoints.data.items.length > 0 ? addButton : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t`Each event you choose is POSTed as JSON to your endpoint as it happens, signed as Standard Webhooks. A delivery that fails is tried again for about a day.`}
        </Text>
      </Stack>

      {endpoints.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t`Loading the webhooks`} />
        </Center>
      ) : endpoints.isError ? (
        <Alert color="red" role="alert">
          {errorText(endpoints.error, t`Failed to load the webhooks.`)}
        </Alert>
      ) : endpoints.data.items.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconWebhook size={28} aria-hidden="true" />}
            title={t`No webhook endpoints yet`}
            hint={t`Add one to tell another service (a CRM, Zapier, your own server) of sign-ups, invitations and messages as they happen.`}
            action={canChange ? addButton : undefined}
          />
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t`Webhook endpoints`}
        >
          {endpoints.data.items.map((endpoint) => (
            <Paper key={endpoint.id} component="li" withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} miw={0}>
                    <Text fw={600} dir="ltr" ta="start" style={{ overflowWrap: "anywhere" }}>
                      {endpoint.url}
                    </Text>
                    {endpoint.description ? (
                      <Text size="sm" c="dimmed">
                        <bdi>{endpoint.description}</bdi>
                      </Text>
                    ) : null}
                  </Stack>
                  <Switch
                    label={t`Enabled`}
                    checked={endpoint.enabled}
                    disabled={!canChange}
                    onChange={(event) => toggle(endpoint, event.currentTarget.checked)}
                    style={{ flexShrink: 0 }}
                  />
                </Group>
                <Group gap={6} aria-label={t`Events`} role="list">
                  {endpoint.events.map((type) => (
                    <Badge
                      key={type}
                      role="listitem"
                      variant="light"
                      color="gray"
                      radius="sm"
                      tt="none"
                    >
                      {labels.event[type]}
                    </Badge>
                  ))}
                </Group>
                <Group gap="xs">
                  {canChange ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<DirectionalIcon icon={IconSend} size={14} aria-hidden="true" />}
                      loading={test.isPending && test.variables.id === endpoint.id}
                      disabled={!endpoint.enabled}
                      onClick={() => test.mutate({ id: endpoint.id })}
                    >
                      {t`Send a test event`}
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconHistory size={14} aria-hidden="true" />}
                    onClick={() => setLogOf(endpoint.id)}
                  >
                    {t`Deliveries`}
                  </Button>
                  {canChange ? (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEdit size={14} aria-hidden="true" />}
                        onClick={() => setEditing(endpoint)}
                      >
                        {t`Edit`}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconKey size={14} aria-hidden="true" />}
                        loading={rotate.isPending && rotate.variables.id === endpoint.id}
                        onClick={() => void askToRotate(endpoint)}
                      >
                        {t`Rotate secret`}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red.9"
                        c="var(--bayan-color-trend-down, var(--mantine-color-red-9))"
                        leftSection={<IconTrash size={14} aria-hidden="true" />}
                        onClick={() => void askToDelete(endpoint)}
                      >
                        {t`Delete`}
                      </Button>
                    </>
                  ) : null}
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}

      {endpoints.data && endpoints.data.items.length > 0 ? (
        <DeliveryLog
          endpoints={endpoints.data.items}
          endpointId={logOf}
          onEndpointChange={setLogOf}
          onRedeliver={canChange ? (delivery) => redeliver.mutate({ id: delivery.id }) : undefined}
          redeliveringId={redeliver.isPending ? redeliver.variables.id : null}
        />
      ) : null}

      <EndpointModal
        endpoint={editing}
        onClose={() => setEditing(undefined)}
        onSave={save}
        saving={create.isPending || update.isPending}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
