import { SimpleGrid } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconBolt, IconFlask, IconWorld } from "@tabler/icons-react";
import { IconCard } from "../IconCard";
import { LandingSection } from "../LandingSection";

/** SPEC 2.3 item 4: scientific approach, fast progress (3x), cultural content. */
export default function ValuesSection() {
  const { t } = useLingui();
  const values = [
    {
      icon: IconFlask,
      color: "bayan",
      title: t`A scientific approach`,
      text: t`Spaced repetition and active recall, the methods research shows make new words and rules stick.`,
    },
    {
      icon: IconBolt,
      color: "sand",
      title: t`Learn 3x faster`,
      text: t`Explanations in your own language remove the guesswork, so you progress up to three times faster.`,
    },
    {
      icon: IconWorld,
      color: "bayan",
      title: t`Culturally relevant content`,
      text: t`Examples and conversations drawn from everyday life in the Arab world, not just from textbooks.`,
    },
  ];
  return (
    <LandingSection titleId="values-title" title={t`Why Bayan works`} size="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {values.map(({ icon, color, title, text }) => (
          <IconCard key={title} icon={icon} color={color} title={title} text={text} large />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
