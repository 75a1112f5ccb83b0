import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconArrowBackUp, IconCheck, IconInfoCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { useMessageText } from "../../lib/messages";
import { usePhone } from "../../lib/usePhone";
import { LANGUAGE_LABELS } from "./labels";
import type { PolicyVersion } from "./VersionBadges";
import { VersionCompareLazy } from "./VersionCompareLazy";

const ICON = { size: 16, "aria-hidden": true } as const;

/**
 * Asks before a restore: what it does (a new version, in effect today), what it changes against
 * the version in effect (side by side), and that an upcoming version will not take effect; then
 * `content.restoreVersion` and the server's message.
 */
export function RestoreModal({
  document,
  withCategory,
  version,
  versions,
  drafts,
  onClose,
}: {
  document: PolicyDocument;
  withCategory: boolean;
  version: PolicyVersion | null;
  /** The language's versions, newest first. */
  versions: PolicyVersion[];
  /** The language's draft sections, which the restore removes (a version holds none). */
  drafts: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const phone = usePhone();
  const text = useMessageText();
  const failed = useFailureToast(useErrorText());
  const refresh = useRefresh((api) => [
    api.content.all,
    api.content.versions,
    api.content.published,
  ]);
  const restore = useMutation(trpc.content.restoreVersion.mutationOptions());
  // Kept while the dialog closes, so its words stay during the animation.
  const [shown, setShown] = useState(version);
  if (version && version !== shown) setShown(version);

  const current = shown ? versions.find((v) => v.state === "inEffect") : undefined;
  const upcoming = versions.filter((v) => v.state === "upcoming");
  const number = shown ? format.number(shown.number) : "";
  const next = format.number((versions[0]?.number ?? 0) + 1);
  const languageName = shown ? i18n._(LANGUAGE_LABELS[shown.language]) : "";
  const currentNumber = current ? format.number(current.number) : "";
  const draftCount = format.number(drafts);

  const confirm = () => {
    if (!shown) return;
    restore.mutate(
      { document, id: shown.id },
      {
        onSuccess: (said) => {
          notifications.show({
            color: "teal",
            icon: <IconCheck size={18} aria-hidden />,
            message: text(said),
          });
          onClose();
          void refresh();
        },
        onError: failed(t`Failed to restore the version`),
      },
    );
  };

  return (
    <Modal
      opened={version !== null}
      onClose={() => {
        if (!restore.isPending) onClose();
      }}
      title={t`Restore version ${number}?`}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">
            {t`Version ${number} will be published again as version ${next}, in effect today: the ${languageName} text of the public page becomes its text. The history keeps every version.`}
          </Text>
          {drafts > 0 && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t`The ${languageName} draft sections (${draftCount}) are removed: a version holds only published sections.`}
            </Alert>
          )}
          {upcoming.length > 0 && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t`The upcoming version will not take effect: the restored text replaces it.`}
            </Alert>
          )}
          {current && current.id !== shown.id && (
            <Stack gap="xs">
              <Text size="sm" fw={700}>
                {t`What changes on the public page: version ${currentNumber} (in effect) beside version ${number}`}
              </Text>
              <VersionCompareLazy
                document={document}
                fromId={current.id}
                toId={shown.id}
                withCategory={withCategory}
              />
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={restore.isPending} data-autofocus>
              {t`Cancel`}
            </Button>
            <Button
              leftSection={<DirectionalIcon icon={IconArrowBackUp} {...ICON} />}
              loading={restore.isPending}
              onClick={confirm}
            >
              {t`Restore version ${number}`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
