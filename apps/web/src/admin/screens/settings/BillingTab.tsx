import { paymentMethods, type Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Alert, Group, Radio, Select, Switch } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useSettingsLabels } from "./labels";
import { SectionForm } from "./SectionForm";
import { useSectionForm } from "./useSectionForm";

/** Billing (SPEC 3 payment): stored and shown; nothing is charged before the plans open. */
export function BillingTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const labels = useSettingsLabels();
  const { form, submit, saving, choice, checkbox } = useSectionForm("payment", preferences);
  return (
    <SectionForm submit={submit} saving={saving}>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
        {t`Nothing is charged yet: these choices are kept for when the plans open.`}
      </Alert>
      <Radio.Group label={t`Default payment method`} {...form.getInputProps("defaultMethod")}>
        <Group mt="xs">
          {paymentMethods.map((method) => (
            <Radio key={method} value={method} label={labels.paymentMethod[method]} />
          ))}
        </Group>
      </Radio.Group>
      <Select label={t`Currency`} maw={320} {...choice("currency", labels.currency)} />
      <Switch label={t`Renew the subscription automatically`} {...checkbox("autoRenew")} />
    </SectionForm>
  );
}
