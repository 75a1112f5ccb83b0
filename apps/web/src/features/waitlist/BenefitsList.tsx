import { List, ThemeIcon } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconCheck } from "@tabler/icons-react";

/** SPEC 1: what early access brings. */
export function BenefitsList() {
  const { t } = useLingui();
  const benefits = [
    t`First access to all features`,
    t`50% discount on annual plans`,
    t`Beta access to new features`,
    t`Priority customer support`,
  ];
  return (
    <List
      spacing="xs"
      size="sm"
      center
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden="true">
          <IconCheck size={14} stroke={3} />
        </ThemeIcon>
      }
    >
      {benefits.map((benefit) => (
        <List.Item key={benefit}>{benefit}</List.Item>
      ))}
    </List>
  );
}
