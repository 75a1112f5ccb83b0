import { useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBan, IconCheck, IconDownload, IconSend, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { DeleteButton } from "../../lib/DeleteButton";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { downloadWaitlistCsv } from "./exportCsv";
import type { WaitlistSearch } from "./search";
import type { WaitlistActions } from "./useWaitlistActions";

/**
 * The chosen rows' count and what can be done with them at once: in the review queue approve or
 * reject their referrals; invite, delete, clear.
 */
export function BulkBar({
  ids,
  actions,
  onClear,
  review = false,
}: {
  ids: string[];
  actions: WaitlistActions;
  onClear: () => void;
  /** The list shows the review queue: the referrals' decision comes first. */
  review?: boolean;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  if (ids.length === 0) return null;
  const selectedCount = format.number(ids.length);
  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {t`Selected: ${selectedCount}`}
        </Text>
        <Group gap="xs" wrap="wrap">
          {review ? (
            <>
              <Button
                size="sm"
                color="green"
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                onClick={() => actions.review(ids, "approve")}
                loading={actions.reviewBusy === "approve"}
                disabled={actions.bulkBusy && actions.reviewBusy !== "approve"}
              >
                {t`Approve referrals`}
              </Button>
              <Button
                size="sm"
                color="red"
                variant="light"
                leftSection={<IconBan size={16} aria-hidden="true" />}
                onClick={() => actions.review(ids, "reject")}
                loading={actions.reviewBusy === "reject"}
                disabled={actions.bulkBusy && actions.reviewBusy !== "reject"}
              >
                {t`Reject referrals`}
              </Button>
            </>
          ) : null}
          <Button
            size="sm"
            variant={review ? "default" : "filled"}
            leftSection={<DirectionalIcon icon={IconSend} size={16} aria-hidden="true" />}
            onClick={() => actions.inviteMany(ids)}
            loading={actions.bulkBusy && actions.reviewBusy === null}
            disabled={actions.reviewBusy !== null}
          >
            {t`Invite selected`}
          </Button>
          <DeleteButton
            size="sm"
            disabled={actions.bulkBusy}
            onClick={() => void actions.removeMany(ids)}
          >
            {t`Delete selected`}
          </DeleteButton>
          <Button
            size="sm"
            variant="subtle"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={onClear}
          >
            {t`Clear selection`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The CSV of what the filters show (the tab, status, search and order), downloaded. */
export function ExportButton({ search }: { search: WaitlistSearch }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWaitlistCsv(search);
    } catch (error) {
      const reason = errorText(error, t`Please try again.`);
      notifications.show({ color: "red", title: t`The export failed`, message: reason });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      onClick={() => void exportCsv()}
      loading={exporting}
    >
      {t`Export CSV`}
    </Button>
  );
}
