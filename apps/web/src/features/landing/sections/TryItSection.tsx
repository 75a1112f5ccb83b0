import "@mantine/core/styles/Tabs.css";
import { Paper, Tabs } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowsShuffle, IconBook, IconCards, IconChecklist } from "@tabler/icons-react";
import { FlashcardsDemo } from "../demos/FlashcardsDemo";
import { QuizDemo } from "../demos/QuizDemo";
import { ReadingDemo } from "../demos/ReadingDemo";
import { SentenceDemo } from "../demos/SentenceDemo";
import { useState, type MouseEvent } from "react";
import { track } from "../../../analytics";
import { LandingSection } from "../LandingSection";
import styles from "../demos/demos.module.css";

/** SPEC 2.3 item 3: four demo tools that work. */
export default function TryItSection() {
  const { t } = useLingui();
  // A click on a control of a tool's panel (a button, a choice) means the tool was used: counted
  // once per tool and page (docs/analytics.md, `demo_tool`).
  const [used] = useState(() => new Set<string>());
  const usedTool = (tool: string) => (event: MouseEvent<HTMLElement>) => {
    if (used.has(tool) || !(event.target as Element).closest("button, input, label")) return;
    used.add(tool);
    track("demo_tool", { tool });
  };
  return (
    <LandingSection
      titleId="try-title"
      title={t`Try it yourself`}
      lead={t`Four small tools from the Bayan app. No sign-up needed.`}
      size="md"
      alt
      anchor="try-it"
    >
      <Paper withBorder radius="lg" shadow="sm" className={styles.frame}>
        <Tabs
          defaultValue="quiz"
          keepMounted={false}
          classNames={{ list: styles.tabList, tab: styles.tab }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="quiz" leftSection={<IconChecklist size={18} aria-hidden="true" />}>
              {t`Test your knowledge`}
            </Tabs.Tab>
            <Tabs.Tab value="words" leftSection={<IconCards size={18} aria-hidden="true" />}>
              {t`Learn words`}
            </Tabs.Tab>
            <Tabs.Tab value="reading" leftSection={<IconBook size={18} aria-hidden="true" />}>
              {t`Practice reading`}
            </Tabs.Tab>
            <Tabs.Tab
              value="exercises"
              leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
            >
              {t`Interactive exercises`}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="quiz" p={{ base: "md", sm: "xl" }} onClickCapture={usedTool("quiz")}>
            <QuizDemo />
          </Tabs.Panel>
          <Tabs.Panel value="words" p={{ base: "md", sm: "xl" }} onClickCapture={usedTool("words")}>
            <FlashcardsDemo />
          </Tabs.Panel>
          <Tabs.Panel
            value="reading"
            p={{ base: "md", sm: "xl" }}
            onClickCapture={usedTool("reading")}
          >
            <ReadingDemo />
          </Tabs.Panel>
          <Tabs.Panel
            value="exercises"
            p={{ base: "md", sm: "xl" }}
            onClickCapture={usedTool("exercises")}
          >
            <SentenceDemo />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </LandingSection>
  );
}
