import { confirmDelete } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { saveJson } from "../../lib/saveFile";
import { useTRPC } from "../../lib/trpc";
import { useCan } from "../auth/member";
import { useFailureToast, useRefresh } from "./actions";
import { DeleteButton } from "./DeleteButton";
import { useErrorText } from "./errorText";
import { useMessageText } from "./messages";

/** The file a data-subject request's download is saved as: personal-data-<address>.json. */
export const personalDataFile = (email: string) =>
  `personal-data-${email.trim().replace(/[^\w@.+-]/g, "_")}.json`;

/** Which of an address's requests is on its way, if any. */
export type PersonalDataBusy = "download" | "erase" | null;

/**
 * A data-subject request for an address (docs/data-rights.md), from the waitlist and the users
 * screens: everything kept about it as a JSON file (`personalData.export`), and its erasure
 * (`personalData.erase`) once the administrator says yes to what goes. The erasure's answer is
 * the usual toast; after it every list that could show the address is asked again.
 */
export function usePersonalData() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const failed = useFailureToast(useErrorText());
  const refresh = useRefresh((api) => [
    api.waitlist,
    api.waves,
    api.users,
    api.contact,
    api.outbox,
    api.suppressions,
    api.admin,
  ]);

  const exportData = useMutation(
    trpc.personalData.export.mutationOptions({
      onSuccess: (data, { email }) => {
        saveJson(data, personalDataFile(email));
        notifications.show({
          color: "green",
          message: t`The personal data of ${email} is downloaded`,
        });
      },
      onError: failed(t`The personal data was not downloaded`),
    }),
  );
  const erase = useMutation(
    trpc.personalData.erase.mutationOptions({
      onSuccess: (result) => {
        notifications.show({ color: "green", message: messageText(result) });
        return refresh();
      },
      onError: failed(t`The personal data was not erased`),
    }),
  );

  /** Asks first, naming the address and what goes; erases on yes, then `onErased`. */
  const askToErase = async (email: string, onErased?: () => void) => {
    const yes = await confirmDelete({
      title: t`Erase personal data?`,
      message: t`Everything kept about ${email} will be erased: the waitlist entry with its place and referral link, the account, invitations, contact messages and every email sent to it. Only a hash of the address stays, on the suppression list, so it is never emailed again. This cannot be undone.`,
      confirmLabel: t`Erase everything`,
      cancelLabel: t`Cancel`,
    });
    if (yes) erase.mutate({ email }, { onSuccess: () => onErased?.() });
  };

  return {
    /** Saves everything kept about the address as personal-data-<address>.json. */
    download: (email: string) => exportData.mutate({ email }),
    askToErase,
    busy: (email: string): PersonalDataBusy =>
      exportData.isPending && exportData.variables.email === email
        ? "download"
        : erase.isPending && erase.variables.email === email
          ? "erase"
          : null,
  };
}

export type PersonalDataActions = ReturnType<typeof usePersonalData>;

/**
 * A details panel's "Personal data", after a divider: download it (the `export` permission), or
 * erase it (asked first; `run`), each shown when the signed-in member's role allows it
 * (docs/team.md); nothing, divider included, when it allows neither.
 */
export function PersonalDataSection({
  busy,
  onDownload,
  onErase,
}: {
  busy: PersonalDataBusy;
  onDownload: () => void;
  onErase: () => void;
}) {
  const { t } = useLingui();
  const canDownload = useCan("export");
  const canErase = useCan("run");
  if (!canDownload && !canErase) return null;
  return (
    <Stack gap="xs">
      <Divider mb="sm" />
      <Title order={3} fz="md">
        {t`Personal data`}
      </Title>
      <Text size="sm" c="dimmed">
        {t`For a person's request: everything kept about this address as a file, or its erasure.`}
      </Text>
      <Group gap="xs" wrap="wrap">
        {canDownload ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={busy === "download"}
            disabled={busy === "erase"}
            onClick={onDownload}
          >
            {t`Download personal data`}
          </Button>
        ) : null}
        {canErase ? (
          <DeleteButton loading={busy === "erase"} disabled={busy === "download"} onClick={onErase}>
            {t`Erase personal data`}
          </DeleteButton>
        ) : null}
      </Group>
    </Stack>
  );
}
