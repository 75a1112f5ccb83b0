import { useLingui } from "@lingui/react/macro";
import { IconCircleCheck, IconFileText, IconLanguage, IconWorld } from "@tabler/icons-react";
import { StatGrid } from "../../lib/StatGrid";
import type { Section } from "./sectionRules";
import { sectionStats } from "./sectionView";

/** SPEC 2.15's four figures: every section, the published ones, the English and the Arabic. */
export function PolicyStats({ sections, loading }: { sections: Section[]; loading: boolean }) {
  const { t } = useLingui();
  const stats = sectionStats(sections);
  return (
    <StatGrid
      loading={loading}
      stats={[
        { icon: IconFileText, label: t`Total sections`, value: stats.total },
        { icon: IconCircleCheck, label: t`Published`, value: stats.published },
        { icon: IconWorld, label: t`English sections`, value: stats.en },
        { icon: IconLanguage, label: t`Arabic sections`, value: stats.ar },
      ]}
    />
  );
}
