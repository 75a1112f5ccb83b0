import type { PolicyVersionDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { VersionStateBadges } from "../../../pages/versions/VersionStateBadges";
import { useDayFormat } from "./useDayFormat";

/** A version as listed (`content.versions`): its number, state, days and summaries. */
export type PolicyVersion = PolicyVersionDto;

/** The state of a version in words: in effect, upcoming (with its day) or replaced. */
export function useVersionState() {
  const { t } = useLingui();
  const day = useDayFormat();
  return (version: Pick<PolicyVersion, "state" | "effectiveOn">) => {
    switch (version.state) {
      case "inEffect":
        return t`In effect`;
      case "upcoming": {
        const date = day(version.effectiveOn);
        return t`Upcoming (takes effect on ${date})`;
      }
      case "past":
        return t`Replaced`;
    }
  };
}

/** A version's state badge and, for a material change, its badge. */
export function VersionBadges({
  version,
}: {
  version: Pick<PolicyVersion, "state" | "effectiveOn" | "material">;
}) {
  const { t } = useLingui();
  const state = useVersionState();
  return (
    <VersionStateBadges
      kind={version.state}
      label={state(version)}
      materialLabel={version.material ? t`Material change` : null}
    />
  );
}
