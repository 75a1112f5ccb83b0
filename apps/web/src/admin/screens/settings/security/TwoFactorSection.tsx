import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { useCan, useMember } from "../../../auth/member";
import { useFailureToast } from "../../../lib/actions";
import { useErrorText } from "../../../lib/errorText";
import { useMessageText } from "../../../lib/messages";
import { RecoveryCodes } from "./RecoveryCodes";
import { TurnOffForm } from "./TurnOffForm";
import { TwoFactorSetup } from "./TwoFactorSetup";

type Setup = RouterOutputs["auth"]["twoFactorSetup"];

/** Where the section is: at rest, setting up, showing the new recovery codes, or turning off. */
type Step =
  | { step: "rest" }
  | { step: "setup"; setup: Setup }
  | { step: "codes"; codes: string[] }
  | { step: "turnOff" };

/**
 * Settings > Security: two-factor sign-in (docs/team.md). Off: "Turn on" sets it up (QR code,
 * secret, a code to confirm), then shows the recovery codes once. On: "Turn off" asks the password
 * and a code. Only `auth.*` procedures: it works while the role must still turn it on. The owner
 * also has the switch that requires it of the owner and admins.
 */
export function TwoFactorSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const member = useMember();
  const failed = useFailureToast(useErrorText());
  const [step, setStep] = useState<Step>({ step: "rest" });
  /** The signed-in member's `twoFactor` and `twoFactorNeeded` change: read them again. */
  const reloadMember = () => queryClient.invalidateQueries({ queryKey: ["admin-member"] });
  const setup = useMutation(
    trpc.auth.twoFactorSetup.mutationOptions({
      onSuccess: (answer) => setStep({ step: "setup", setup: answer }),
      onError: failed(t`Two-factor sign-in could not be set up`),
    }),
  );
  const rest = () => setStep({ step: "rest" });
  const on = member?.twoFactor ?? false;

  return (
    <Stack gap="sm" component="section" aria-labelledby="two-factor-title">
      <Group gap="sm">
        <Title order={3} fz="h4" id="two-factor-title">
          {t`Two-factor sign-in`}
        </Title>
        {member ? (
          <Badge variant="light" color={on ? "teal" : "gray"}>
            {on
              ? t({ message: "On", context: "two-factor sign-in" })
              : t({ message: "Off", context: "two-factor sign-in" })}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t`Besides your password, signing in asks for a code from an authenticator app on your phone.`}
      </Text>
      {step.step === "codes" ? (
        <RecoveryCodes codes={step.codes} onDone={rest} />
      ) : step.step === "setup" ? (
        <TwoFactorSetup
          setup={step.setup}
          onCancel={rest}
          onEnabled={(codes) => {
            setStep({ step: "codes", codes });
            void reloadMember();
          }}
        />
      ) : step.step === "turnOff" ? (
        <TurnOffForm
          onCancel={rest}
          onDone={() => {
            rest();
            void reloadMember();
          }}
        />
      ) : member && on ? (
        <Group>
          <Button
            variant="default"
            color="red"
            leftSection={<IconShieldOff size={16} aria-hidden="true" />}
            onClick={() => setStep({ step: "turnOff" })}
          >
            {t`Turn off`}
          </Button>
        </Group>
      ) : member ? (
        <Group>
          <Button
            leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
            loading={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {t`Turn on`}
          </Button>
        </Group>
      ) : null}
      <RequirePolicy onChanged={reloadMember} />
    </Stack>
  );
}

/**
 * The owner's switch (`auth.twoFactorPolicy`, the `team` permission): two-factor sign-in required
 * of the owner and admins, as the session says (`member.twoFactorRequired`), then as the server
 * answers the switch.
 */
function RequirePolicy({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const member = useMember();
  const owner = useCan("team");
  const messageText = useMessageText();
  const failed = useFailureToast(useErrorText());
  const [required, setRequired] = useState<boolean | null>(null);
  const policy = useMutation(
    trpc.auth.twoFactorPolicy.mutationOptions({
      onSuccess: (answer) => {
        setRequired(answer.required);
        notifications.show({ color: "green", message: messageText(answer) });
        return onChanged();
      },
      onError: failed(t`The requirement was not changed`),
    }),
  );
  if (!owner || !member) return null;
  const checked = policy.isPending
    ? policy.variables.required
    : (required ?? member.twoFactorRequired);
  return (
    <Switch
      mt="sm"
      label={t`Require two-factor sign-in for the owner and admins`}
      description={t`Until they turn it on, their sessions can only open Settings > Security.`}
      checked={checked}
      disabled={policy.isPending}
      onChange={(event) => policy.mutate({ required: event.currentTarget.checked })}
    />
  );
}
