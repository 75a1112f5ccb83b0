import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import {
  Badge,
  Group,
  List,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconCheck } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { intlLocale, useNumberFormat } from "../../../i18n/format";
import { JoinButton } from "../JoinButton";
import { annualSavingPercent, planPrice, type Billing } from "../logic/pricing";
import { LandingSection } from "../LandingSection";
import styles from "./Pricing.module.css";

/** Pricing: monthly or annual (ten months' price, "save 17%"), plans Basic, Pro and Elite. */
export default function PricingSection() {
  const { t, i18n } = useLingui();
  const [billing, setBilling] = useState<Billing>("monthly");
  const percent = useNumberFormat({ style: "percent" });
  const money = useMemo(
    () => new Intl.NumberFormat(intlLocale(i18n.locale), { style: "currency", currency: "USD" }),
    [i18n.locale],
  );
  const saving = percent(annualSavingPercent() / 100);
  const perMonth = (value: number) => money.format(value);

  const plans = [
    {
      id: "basic",
      name: t`Basic`,
      monthly: 19.99,
      blurb: t`Start learning at your own pace.`,
      features: [
        t`All video lessons with Arabic explanations`,
        t`Vocabulary flashcards`,
        t`Progress dashboard`,
      ],
    },
    {
      id: "pro",
      name: t`Pro`,
      monthly: 49.99,
      popular: true,
      blurb: t`Everything you need to reach fluency.`,
      features: [
        t`Everything in Basic`,
        t`Weekly live practice with native teachers`,
        t`A certificate for each level`,
        t`Student community`,
      ],
    },
    {
      id: "elite",
      name: t`Elite`,
      monthly: 99.99,
      blurb: t`Personal coaching for fast results.`,
      features: [
        t`Everything in Pro`,
        t`Private one-to-one sessions`,
        t`Exam preparation (IELTS and TOEFL)`,
        t`Priority support`,
      ],
    },
  ];

  return (
    <LandingSection
      titleId="pricing-title"
      title={t`Simple pricing`}
      lead={t`Prices planned for launch. Early-access members get 50% off annual plans.`}
      size="lg"
      alt
      anchor="pricing"
    >
      <Group justify="center" gap="sm" mb="xl">
        <SegmentedControl
          radius="xl"
          value={billing}
          onChange={(value) => setBilling(value)}
          aria-label={t`Billing period`}
          data={[
            { value: "monthly", label: t`Monthly` },
            { value: "annual", label: t`Annual` },
          ]}
        />
        <Badge color="sand" variant="light" size="lg">
          {t`Save ${saving}`}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {plans.map((plan) => {
          const price = planPrice(plan.monthly, billing);
          return (
            <Paper
              key={plan.id}
              withBorder
              radius="lg"
              p="xl"
              className={styles.plan}
              data-popular={plan.popular || undefined}
              aria-labelledby={`plan-${plan.id}`}
              component="article"
            >
              <Stack gap="md" h="100%">
                <Group justify="space-between">
                  <Title order={3} id={`plan-${plan.id}`}>
                    {plan.name}
                  </Title>
                  {plan.popular ? <Badge variant="filled">{t`Most popular`}</Badge> : null}
                </Group>
                <Text c="dimmed" size="sm">
                  {plan.blurb}
                </Text>
                <div data-testid={`price-${plan.id}`}>
                  <Text component="span" className={styles.amount} dir="ltr">
                    {money.format(price.amount)}
                  </Text>{" "}
                  <Text component="span" c="dimmed">
                    {price.period === "month" ? t`/ month` : t`/ year`}
                  </Text>
                  <Text size="xs" c="dimmed" mih={18}>
                    {price.period === "year" ? (
                      <Trans>
                        That is <bdi dir="ltr">{perMonth(price.perMonth)}</bdi> a month
                      </Trans>
                    ) : null}
                  </Text>
                </div>
                <List
                  spacing={6}
                  size="sm"
                  center
                  icon={
                    <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
                      <IconCheck size={12} stroke={3} />
                    </ThemeIcon>
                  }
                  style={{ flexGrow: 1 }}
                >
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                <JoinButton
                  variant={plan.popular ? "filled" : "light"}
                  fullWidth
                  aria-label={t`Join the waitlist for ${plan.name}`}
                >
                  {t`Join the waitlist`}
                </JoinButton>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
