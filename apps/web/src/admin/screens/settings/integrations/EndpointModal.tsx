import type { RouterOutputs } from "@bayan/trpc";
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX, webhookEventTypes } from "@bayan/trpc/schemas";
import type { WebhookEventType } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Code, Modal, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDeviceFloppy, IconPlus } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { serverError } from "../../../../lib/serverError";
import { useErrorText } from "../../../lib/errorText";
import { FormFooter } from "../../../lib/FormFooter";
import { useMessageText } from "../../../lib/messages";
import { useWebhookLabels } from "./labels";

export type Endpoint = RouterOutputs["webhooks"]["list"]["items"][number];

/** What the form sends: a new endpoint's fields, or an endpoint's changed fields. */
export interface EndpointFields {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

export interface EndpointModalProps {
  /** The endpoint being edited; null to add one; undefined while closed. */
  endpoint: Endpoint | null | undefined;
  onClose: () => void;
  /** Saves the fields; rejects with the server's error. */
  onSave: (fields: EndpointFields) => Promise<unknown>;
  saving: boolean;
}

/** Add or edit a webhook endpoint: its address, a description, the events it receives. */
export function EndpointModal({ endpoint, onClose, onSave, saving }: EndpointModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={endpoint !== undefined}
      onClose={onClose}
      title={endpoint ? t`Edit endpoint` : t`Add endpoint`}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ "aria-label": t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {/* A fresh form each time it opens. */}
      {endpoint !== undefined ? (
        <EndpointForm endpoint={endpoint} onClose={onClose} onSave={onSave} saving={saving} />
      ) : null}
    </Modal>
  );
}

type Errors = Partial<Record<"url" | "description" | "events", string>>;

function EndpointForm({
  endpoint,
  onClose,
  onSave,
  saving,
}: Omit<EndpointModalProps, "endpoint"> & { endpoint: Endpoint | null }) {
  const { t } = useLingui();
  const labels = useWebhookLabels();
  const messageText = useMessageText();
  const errorText = useErrorText();
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (!URL.canParse(url.trim()) || !/^https?:$/.test(new URL(url.trim()).protocol)) {
      local.url = t`Enter a web address starting with https://`;
    }
    if (events.length === 0) local.events = t`Choose at least one event`;
    if (Object.keys(local).length > 0) return setErrors(local);
    setProblem(null);
    onSave({
      url: url.trim(),
      description: description.trim(),
      events: webhookEventTypes.filter((type) => events.includes(type)),
      enabled,
    }).catch((error: unknown) => {
      // Each failing field beside its input ("events.0" is the events' list).
      const known: Errors = {};
      for (const field of serverError(error).errors) {
        const name = field.path?.split(".")[0];
        if ((name === "url" || name === "description" || name === "events") && !known[name]) {
          known[name] = messageText(field);
        }
      }
      if (Object.keys(known).length > 0) setErrors(known);
      else setProblem(errorText(error, t`The endpoint was not saved. Please try again.`));
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Endpoint URL`}
          description={t`Each event is POSTed here as JSON. https only, to a public address.`}
          placeholder="https://example.com/webhooks/bayan"
          type="url"
          dir="ltr"
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setErrors((was) => ({ ...was, url: undefined }));
          }}
          error={errors.url}
          maxLength={WEBHOOK_URL_MAX}
          required
          data-autofocus
        />
        <TextInput
          label={t`Description (optional)`}
          placeholder={t`CRM sync, Zapier, the team's chat`}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setErrors((was) => ({ ...was, description: undefined }));
          }}
          error={errors.description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
        />
        <Checkbox.Group
          label={t`Events`}
          description={t`What this endpoint receives.`}
          value={events}
          onChange={(value) => {
            setEvents(value);
            setErrors((was) => ({ ...was, events: undefined }));
          }}
          error={errors.events}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {webhookEventTypes.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={labels.event[type]}
                description={
                  <Code dir="ltr" fz="xs">
                    {type}
                  </Code>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t`Enabled`}
          description={t`A disabled endpoint is sent nothing.`}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        {endpoint === null ? (
          <Text size="xs" c="dimmed">
            {t`Its signing secret is shown once, when the endpoint is added.`}
          </Text>
        ) : null}
        <FormFooter
          problem={problem}
          saving={saving}
          onCancel={onClose}
          submit={endpoint ? t`Save` : t`Add endpoint`}
          icon={
            endpoint ? (
              <IconDeviceFloppy size={16} aria-hidden="true" />
            ) : (
              <IconPlus size={16} aria-hidden="true" />
            )
          }
        />
      </Stack>
    </form>
  );
}
