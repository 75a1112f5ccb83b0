import { SimpleGrid } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconCertificate,
  IconChartLine,
  IconMap2,
  IconMicrophone2,
  IconUsersGroup,
  IconVideo,
} from "@tabler/icons-react";
import { IconCard } from "../IconCard";
import { LandingSection } from "../LandingSection";

/** SPEC 2.3 item 2 and SPEC 1: the six claimed features. */
export default function FeaturesSection() {
  const { t } = useLingui();
  const features = [
    {
      icon: IconVideo,
      title: t`Short video lessons`,
      text: t`Bite-sized lessons of a few minutes, with every rule and word explained in clear Arabic.`,
    },
    {
      icon: IconMicrophone2,
      title: t`Native English-speaking teachers`,
      text: t`Hear real pronunciation and natural expressions from teachers whose first language is English.`,
    },
    {
      icon: IconMap2,
      title: t`A structured curriculum`,
      text: t`A clear path from the alphabet and the basics all the way to confident proficiency.`,
    },
    {
      icon: IconCertificate,
      title: t`A certificate for each level`,
      text: t`Finish a level and receive a certificate that shows what you have achieved.`,
    },
    {
      icon: IconUsersGroup,
      title: t`A student community`,
      text: t`Practise with other learners, ask questions and keep each other motivated.`,
    },
    {
      icon: IconChartLine,
      title: t`Your progress dashboard`,
      text: t`See your level, your strongest skills and what to work on next, at a glance.`,
    },
  ];

  return (
    <LandingSection
      titleId="features-title"
      title={t`Everything you need to learn English`}
      lead={t`Bayan brings lessons, teachers and practice together in one place, made for Arabic speakers.`}
      size="lg"
      anchor="features"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map(({ icon, title, text }) => (
          <IconCard key={title} icon={icon} title={title} text={text} />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
