import type { RouterOutputs } from "@bayan/trpc";
import { countdownUpdateInput } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCalendarTime, IconPencil } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { browserTimeZone } from "../../lib/format";
import { useMessageText, useReasonText } from "../../lib/messages";
import { useDashboardFormat } from "./formatExtra";
import { LaunchTime } from "./LaunchTime";
import { Panel } from "./Panel";

type Countdown = RouterOutputs["system"]["countdown"];

/** The server's limits (countdownUpdateInput). */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 1000;

/** The picker's value ("YYYY-MM-DD HH:mm:ss", the browser's wall clock) for a stored instant. */
export function toPickerValue(iso: string): string | null {
  const date = dayjs(iso);
  return date.isValid() ? date.format("YYYY-MM-DD HH:mm:ss") : null;
}

/** The instant (UTC ISO) the picker's wall-clock value means in the browser's time zone. */
export function fromPickerValue(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : "";
}

export interface CountdownCardProps {
  countdown: Countdown | undefined;
  loading: boolean;
}

/**
 * "Launch countdown": what the public countdown counts to (SPEC 3 Countdown), with Edit. The date
 * is stored in UTC and shown and picked in the browser's time zone, which the card names.
 */
export function CountdownCard({ countdown, loading }: CountdownCardProps) {
  const { t } = useLingui();
  const format = useDashboardFormat();
  const [editing, setEditing] = useState(false);
  const utc = (iso: string) => {
    try {
      return new Intl.DateTimeFormat(format.locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "UTC",
      }).format(new Date(iso));
    } catch {
      return iso;
    }
  };

  return (
    <Panel
      title={t`Launch countdown`}
      action={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          onClick={() => setEditing(true)}
          disabled={!countdown}
        >
          {t`Edit`}
        </Button>
      }
    >
      {loading ? (
        <Stack gap="xs" aria-hidden="true">
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} />
          <Skeleton height={14} width="80%" />
        </Stack>
      ) : countdown ? (
        <Stack gap={6}>
          <Text fw={700}>
            <bdi>{countdown.title}</bdi>
          </Text>
          {countdown.description ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
              <bdi>{countdown.description}</bdi>
            </Text>
          ) : null}
          <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
            <IconCalendarTime size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
            <Stack gap={0}>
              <LaunchTime targetDate={countdown.targetDate} fw={600} />
              <Text size="xs" c="dimmed">
                {t`Stored in UTC: ${utc(countdown.targetDate)}`}
              </Text>
            </Stack>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t`The countdown could not be loaded.`}
        </Text>
      )}
      <CountdownModal
        countdown={editing ? (countdown ?? null) : null}
        onClose={() => setEditing(false)}
      />
    </Panel>
  );
}

interface CountdownModalProps {
  /** The countdown being edited, or null when closed. */
  countdown: Countdown | null;
  onClose: () => void;
}

function CountdownModal({ countdown, onClose }: CountdownModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={countdown !== null}
      onClose={onClose}
      title={t`Edit launch countdown`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      {countdown ? (
        <CountdownForm key={countdown.targetDate} countdown={countdown} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function CountdownForm({ countdown, onDone }: { countdown: Countdown; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const text = useMessageText();
  const reasonText = useReasonText();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const format = useDashboardFormat();
  const zone = browserTimeZone();
  const arabic = i18n.locale === "ar";

  // The form holds exactly what is sent: the instant in UTC (ISO), the title and the description,
  // checked by the server's own schema. The picker shows and edits that instant in local time.
  const form = useForm({
    initialValues: {
      targetDate: countdown.targetDate,
      title: countdown.title,
      description: countdown.description,
    },
    validate: schemaResolver(countdownUpdateInput, { sync: true }),
  });

  const save = useMutation(
    trpc.system.setCountdown.mutationOptions({
      onSuccess: async (result) => {
        notifications.show({ color: "bayan", message: text(result) });
        // The public countdown (same query) and the dashboard's days follow at once.
        queryClient.setQueryData(trpc.system.countdown.queryKey(), result.countdown);
        onDone();
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.system.countdown.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
        ]);
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (Object.keys(fields).length > 0) form.setErrors(fields);
      },
    }),
  );

  // The schema's messages are keys of the server's vocabulary; shown in the interface language
  // (the server's own answers are set in it already).
  const fieldError = (field: keyof typeof form.values) => {
    const error = form.errors[field];
    return typeof error === "string" ? reasonText(error) : undefined;
  };
  const pickerValue = form.values.targetDate ? toPickerValue(form.values.targetDate) : null;
  const failure =
    save.error && Object.keys(fieldErrors(save.error)).length === 0 ? save.error : null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(countdownUpdateInput.parse(values)))}
    >
      <Stack gap="md">
        <DateTimePicker
          label={t`Launch date and time`}
          description={
            zone
              ? t`In your time zone, ${zone} (${format.offset(form.values.targetDate || countdown.targetDate)}). Saved in UTC.`
              : t`In your browser's time zone. Saved in UTC.`
          }
          withAsterisk
          value={pickerValue}
          onChange={(value) => {
            form.setFieldValue("targetDate", value ? fromPickerValue(value) : "");
          }}
          error={fieldError("targetDate")}
          // The interface language's digits and order, like every other date on the screen.
          valueFormat={(value) => format.dateTime(dayjs(value).toDate())}
          // Arabic calendars start the week on Saturday, with Friday and Saturday off.
          {...(arabic ? { firstDayOfWeek: 6 as const, weekendDays: [5 as const, 6 as const] } : {})}
          timePickerProps={{
            hoursInputLabel: t({ message: "Hours", context: "time picker" }),
            minutesInputLabel: t({ message: "Minutes", context: "time picker" }),
          }}
          submitButtonProps={{ "aria-label": t`Confirm the date and time` }}
          ariaLabels={{
            previousMonth: t`Previous month`,
            nextMonth: t`Next month`,
            previousYear: t`Previous year`,
            nextYear: t`Next year`,
            previousDecade: t`Previous decade`,
            nextDecade: t`Next decade`,
            monthLevelControl: t`Choose a month`,
            yearLevelControl: t`Choose a year`,
          }}
          popoverProps={{ withinPortal: true }}
          clearable={false}
        />
        <TextInput
          label={t`Title`}
          withAsterisk
          maxLength={TITLE_MAX}
          {...form.getInputProps("title")}
          error={fieldError("title")}
        />
        <Textarea
          label={t`Description`}
          maxLength={DESCRIPTION_MAX}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("description")}
          error={fieldError("description")}
        />
        {failure ? (
          <Alert color="red" role="alert" title={t`The countdown was not saved`}>
            {errorText(failure, t`Please try again.`)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
