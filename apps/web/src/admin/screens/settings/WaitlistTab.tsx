import {
  PACE_SPREAD_HOURS,
  WAVE_BOUNCE_LIMIT,
  WAVE_COMPLAINT_LIMIT,
  WAVE_MIN_SENDS,
} from "@bayan/trpc/rules";
import "@mantine/core/styles/NumberInput.css";

import {
  positionRules,
  waitlistSettingsSchema,
  type PositionRule,
  type WaitlistSettings,
} from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Center,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { schemaResolver } from "@mantine/form";
import { IconClockHour4, IconUsersPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { useMessageText, useReasonText } from "../../lib/messages";
import { RetryButton } from "../../lib/RetryButton";
import { SectionForm } from "./SectionForm";
import { useSettingsForm } from "./useSectionForm";

/** Logged by the query cache when the waitlist's settings cannot be loaded. */
const LOAD_FAILED = "Failed to load the waitlist settings";

const RULE_ICONS = { "first-come": IconClockHour4, referrals: IconUsersPlus } as const;

/** Referrers on the public leaderboard (the server's top 10, docs/waitlist-growth.md). */
const LEADERBOARD_SIZE = 10;

/** The settings that differ from those the form started from: what an update sends. */
export function changedSettings(
  values: WaitlistSettings,
  initial: WaitlistSettings,
): Partial<WaitlistSettings> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => value !== initial[key as keyof WaitlistSettings],
    ),
  );
}

/**
 * Settings > Waitlist (docs/waitlist-growth.md): invitations to confirmed addresses only, the
 * position rule (first come, first served, or referrals move people up, by so many places each),
 * the reminder to confirm, how long unconfirmed entries are kept, the public leaderboard, and the
 * invitation waves' sending pace (docs/email-delivery.md).
 * Saved with `waitlist.updateSettings`, which is sent only what changed.
 */
export function WaitlistTab() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const settings = useQuery(
    trpc.waitlist.settings.queryOptions(undefined, { meta: { errorMessage: LOAD_FAILED } }),
  );
  const errorText = useErrorText();
  if (settings.data) return <WaitlistSettingsForm settings={settings.data} />;
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" title={t`Failed to load the waitlist settings`}>
        <Stack gap="sm" align="flex-start">
          {errorText(settings.error, t`Please try again.`)}
          <RetryButton queries={[settings]} />
        </Stack>
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t`Loading the waitlist settings`} />
    </Center>
  );
}

function WaitlistSettingsForm({ settings }: { settings: WaitlistSettings }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const messageText = useMessageText();
  const reasonText = useReasonText();
  const update = useMutation(trpc.waitlist.updateSettings.mutationOptions());

  const checkSchema = schemaResolver(waitlistSettingsSchema, { sync: true });
  const { form, submit, saving, checkbox } = useSettingsForm<WaitlistSettings>(
    settings,
    async (edited, initial) => {
      // Places per referral is shown, and sent, under the referral rule only.
      const values =
        edited.positionRule === "referrals"
          ? edited
          : { ...edited, placesPerReferral: initial.placesPerReferral };
      const changed = changedSettings(values, initial);
      if (Object.keys(changed).length === 0) return null;
      const answer = await update.mutateAsync(changed);
      queryClient.setQueryData(trpc.waitlist.settings.queryKey(), answer.settings);
      // The queue's order and the leaderboard follow the new settings.
      void queryClient.invalidateQueries({ queryKey: trpc.waitlist.pathKey() });
      return { values: answer.settings, message: messageText(answer) };
    },
    // The server's own rules, checked before sending (their reasons are keys of its vocabulary);
    // places per referral only while it is shown.
    {
      validate: (values) => {
        const errors = checkSchema(values);
        if (values.positionRule !== "referrals") delete errors.placesPerReferral;
        return errors;
      },
    },
  );

  /** A field's error in the admin's language: a rule's key, or the server's words as they came. */
  const errorOf = (path: keyof WaitlistSettings) => {
    const error: unknown = form.errors[path];
    return typeof error === "string" ? reasonText(error) : undefined;
  };

  type NumberField =
    | "placesPerReferral"
    | "reminderAfterHours"
    | "unconfirmedKeepDays"
    | "paceFirstDay"
    | "paceDailyCap"
    | "paceHourlyCap";
  /** A whole-number field's props, its error (a key, or the server's words) in the admin's language. */
  const number = (path: NumberField, max: number) => ({
    ...form.getInputProps(path),
    error: errorOf(path),
    min: 1,
    max,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: "none" as const,
    maw: 240,
  });

  // The pace's numbers in the admin's number format (Arabic-Indic digits in Arabic).
  const hours = format.number(PACE_SPREAD_HOURS);
  const bounces = format.percent(WAVE_BOUNCE_LIMIT * 100);
  const complaints = format.percent(WAVE_COMPLAINT_LIMIT * 100);
  const sends = format.number(WAVE_MIN_SENDS);
  const top = format.number(LEADERBOARD_SIZE);

  const ruleLabels: Record<PositionRule, { name: string; description: string }> = {
    "first-come": {
      name: t`First come, first served`,
      description: t`The queue follows the order people joined in.`,
    },
    referrals: {
      name: t`Referrals move people up`,
      description: t`Each confirmed friend moves the person who referred them up the queue.`,
    },
  };

  return (
    <SectionForm submit={submit} saving={saving}>
      <Fieldset legend={t`Invitations`} variant="unstyled">
        <Switch
          label={t`Invite confirmed entries only`}
          description={t`"Invite next in line" skips people who have not confirmed their address, unless you tick the box to include them.`}
          {...checkbox("doubleOptIn")}
          error={errorOf("doubleOptIn")}
        />
      </Fieldset>

      <Fieldset legend={t`Sending pace`} variant="unstyled">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t`Bulk invitations go out as a wave at this pace, shared by every server: a day's allowance spread over at least ${hours} hours. A wave pauses itself when more than ${bounces} of its invitations bounce or ${complaints} are reported as spam, after ${sends} sends.`}
          </Text>
          <Switch
            label={t`Warm up a new sending domain`}
            description={t`Start with the first day's allowance and double it each day, up to the daily cap.`}
            {...checkbox("paceWarmUp")}
            error={errorOf("paceWarmUp")}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {form.values.paceWarmUp ? (
              <NumberInput
                label={t`First day (emails)`}
                description={t`The warm-up's first day.`}
                {...number("paceFirstDay", 100_000)}
              />
            ) : null}
            <NumberInput
              label={t`Daily cap (emails)`}
              description={t`The most invitations a day.`}
              {...number("paceDailyCap", 1_000_000)}
            />
            <NumberInput
              label={t`Hourly cap (emails)`}
              description={t`The most invitations an hour.`}
              {...number("paceHourlyCap", 100_000)}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t`Queue order`} variant="unstyled">
        <Stack gap="md">
          <Radio.Group
            label={t`Position rule`}
            {...form.getInputProps("positionRule")}
            error={errorOf("positionRule")}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {positionRules.map((rule) => {
                const RuleIcon = RULE_ICONS[rule];
                return (
                  <Radio.Card key={rule} value={rule} p="md" radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Group gap={6} wrap="nowrap">
                          <RuleIcon size={18} aria-hidden="true" />
                          <Text fw={600}>{ruleLabels[rule].name}</Text>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {ruleLabels[rule].description}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
          {form.values.positionRule === "referrals" ? (
            <NumberInput
              label={t`Places per referral`}
              description={t`How many places each confirmed referral moves the referrer up.`}
              {...number("placesPerReferral", 1000)}
            />
          ) : null}
        </Stack>
      </Fieldset>

      <Fieldset legend={t`Confirmation`} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t`Reminder after (hours)`}
            description={t`One reminder to confirm goes this many hours after joining.`}
            {...number("reminderAfterHours", 720)}
          />
          <NumberInput
            label={t`Keep unconfirmed entries (days)`}
            description={t`Entries still unconfirmed after this many days are removed.`}
            {...number("unconfirmedKeepDays", 365)}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t`Referrals`} variant="unstyled">
        <Switch
          label={t`Public leaderboard`}
          description={t`A top ${top} of referrers on the site, their addresses masked.`}
          {...checkbox("leaderboard")}
          error={errorOf("leaderboard")}
        />
      </Fieldset>
    </SectionForm>
  );
}
