import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { IconHammer } from "@tabler/icons-react";
import { getRouteApi } from "@tanstack/react-router";
import { useSections } from "../../shell/sections";

const route = getRouteApi("/admin/$section");

/**
 * A section whose screen is not built yet (users, courses, messages, settings). It says
 * so plainly instead of showing sample data that looks real.
 */
export function LaterScreen() {
  const { t } = useLingui();
  const { section } = route.useParams();
  const label = useSections().find((s) => s.section === section)?.label ?? section;
  return (
    <EmptyState
      icon={<IconHammer size={32} aria-hidden="true" />}
      title={t`The ${label} section is on its way`}
      hint={t`This section is being built. Until it is ready it shows nothing, rather than sample data.`}
    />
  );
}
