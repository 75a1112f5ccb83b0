import "@mantine/core/styles/Accordion.css";
import { Accordion } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { track } from "../../../analytics";
import { LandingSection } from "../LandingSection";

/** Frequently asked questions, answered from what SPEC 1 promises. */
export default function FaqSection() {
  const { t } = useLingui();
  const items = [
    {
      q: t`When does Bayan launch?`,
      a: t`Our launch is delayed and there is no new date yet. Join the waitlist and we will email you the moment we open, before anyone else.`,
    },
    {
      q: t`Do I need to know any English to start?`,
      a: t`No. The curriculum starts from the alphabet and everyday words, and every lesson is explained in clear Arabic, so complete beginners can follow.`,
    },
    {
      q: t`Who are the teachers?`,
      a: t`Native English-speaking teachers record the lessons and lead the practice, and the explanations of grammar and meaning are given in Arabic.`,
    },
    {
      q: t`Will I get a certificate?`,
      a: t`Yes. You receive a certificate each time you complete a level, from the basics up to proficiency.`,
    },
    {
      q: t`What does early access give me?`,
      a: t`First access to all features, a 50% discount on annual plans, beta access to new features and priority customer support.`,
    },
    {
      q: t`Can I learn on my phone?`,
      a: t`Yes. Lessons are short videos designed for any screen, so you can study on your phone, tablet or computer.`,
    },
  ];
  return (
    <LandingSection titleId="faq-title" title={t`Frequently asked questions`} size="sm">
      <Accordion
        variant="separated"
        radius="md"
        onChange={(value) => {
          // "faq-2" opened (null when one is closed): the question's number, from 1.
          if (value) track("faq_open", { question: Number(value.slice(4)) + 1 });
        }}
      >
        {items.map((item, index) => (
          <Accordion.Item key={index} value={`faq-${index}`}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </LandingSection>
  );
}
