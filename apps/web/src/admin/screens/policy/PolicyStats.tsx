import { StatCard } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { IconCircleCheck, IconFileText, IconLanguage, IconWorld } from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";
import type { Section } from "./sectionRules";
import { sectionStats } from "./sectionView";

/** SPEC 2.15's four figures: every section, the published ones, the English and the Arabic. */
export function PolicyStats({ sections, loading }: { sections: Section[]; loading: boolean }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const stats = sectionStats(sections);
  const cards = [
    { icon: IconFileText, label: t`Total sections`, value: stats.total },
    { icon: IconCircleCheck, label: t`Published`, value: stats.published },
    { icon: IconWorld, label: t`English sections`, value: stats.en },
    { icon: IconLanguage, label: t`Arabic sections`, value: stats.ar },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
      {cards.map(({ icon: Icon, label, value }) => (
        <StatCard
          key={label}
          icon={<Icon size={24} />}
          label={label}
          value={format.number(value)}
          loading={loading}
        />
      ))}
    </SimpleGrid>
  );
}
