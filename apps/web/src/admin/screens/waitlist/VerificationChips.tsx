import "@mantine/core/styles/Chip.css";

import { useLingui } from "@lingui/react/macro";
import { Chip, Group } from "@mantine/core";
import { oneOf } from "../../lib/listSearch";
import type { ListControls } from "../../lib/useListState";
import { useWaitlistLabels } from "./labels";
import { waitlistVerifications, type WaitlistVerification } from "./search";

/**
 * The verification filter: all, confirmed, unconfirmed, flagged (met a fraud rule), to review
 * (the review queue of suspect referrals); one choice, kept in the address like the other filters
 * (a change goes to page 1, Reset clears it). Chips, as the Emails screen's status: they wrap on a
 * phone, and Mantine 9's segmented indicator stays on the first segment in right-to-left.
 */
export function VerificationChips({ list }: { list: Pick<ListControls, "search" | "change"> }) {
  const { t } = useLingui();
  const labels = useWaitlistLabels();
  const value = (list.search as { verification?: WaitlistVerification }).verification;
  const chips = [
    { value: "all", label: t`All entries` },
    ...waitlistVerifications.map((verification) => ({
      value: verification,
      label: labels.verification[verification],
    })),
  ];
  return (
    <Chip.Group
      multiple={false}
      value={value ?? "all"}
      onChange={(next) => list.change({ verification: oneOf(waitlistVerifications, next) })}
    >
      <Group gap="xs" role="radiogroup" aria-label={t`Verification`}>
        {chips.map((chip) => (
          <Chip key={chip.value} value={chip.value} variant="outline" size="sm">
            {chip.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
