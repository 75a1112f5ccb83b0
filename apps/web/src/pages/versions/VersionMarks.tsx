import type { PolicyVersionDto } from "@bayan/trpc/schemas";
import { Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import classes from "../policy/PolicyPage.module.css";
import { inLanguage, useVersionFormat } from "./versionsFormat";
import { versionSummary, type ShownState } from "./versionRules";
import { VersionStateBadges } from "./VersionStateBadges";

/** A version's state in words ("In effect", "Takes effect on ...", "Replaced on ..."). */
function useStateText() {
  const { t } = useLingui();
  const format = useVersionFormat();
  return (state: ShownState) => {
    switch (state.kind) {
      case "inEffect":
        return t`In effect`;
      case "upcoming": {
        const date = format.date(state.on);
        return t`Takes effect on ${date}`;
      }
      case "past": {
        if (state.on === null) return t`Replaced`;
        const date = format.date(state.on);
        return t`Replaced on ${date}`;
      }
    }
  };
}

/** A version's state badge and, for a material change, its mark. */
export function VersionBadges({ state, material }: { state: ShownState; material: boolean }) {
  const { t } = useLingui();
  const stateText = useStateText();
  return (
    <VersionStateBadges
      kind={state.kind}
      label={stateText(state)}
      materialLabel={material ? t`Material change` : null}
      size="lg"
    />
  );
}

/** The summary of what changed, in the reader's language when it has one. */
export function Summary({ version, label }: { version: PolicyVersionDto; label?: boolean }) {
  const { t, i18n } = useLingui();
  const page = i18n.locale;
  const summary = versionSummary(version, page === "ar" ? "ar" : "en");
  if (!summary) {
    return (
      <Text c="dimmed">
        {version.number === 1
          ? t`The first published version.`
          : t`No summary of the changes was given.`}
      </Text>
    );
  }
  return (
    <Text className={classes.paragraph}>
      {label && (
        <Text span fw={700}>
          {t`What changed:`}{" "}
        </Text>
      )}
      <span {...inLanguage(summary, page)}>{summary.text}</span>
    </Text>
  );
}
