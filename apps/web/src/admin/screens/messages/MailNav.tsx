import type { MailFolder, MailLabelName } from "@bayan/trpc/schemas";
import { mailFolders, mailLabels } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Badge, Box, Button, NavLink, Select, Stack, Text } from "@mantine/core";
import { IconArchive, IconFile, IconInbox, IconPencil, IconSend } from "@tabler/icons-react";
import { useAdminFormat } from "../../lib/format";
import { labelColor, useMailLabels } from "./labels";

const FOLDER_ICON = { inbox: IconInbox, sent: IconSend, drafts: IconFile, archived: IconArchive };

export interface MailNavProps {
  folder: MailFolder;
  label: MailLabelName | undefined;
  counts: { unread: number; drafts: number; labels: Record<string, number> } | undefined;
  onFolder: (folder: MailFolder) => void;
  onLabel: (label: MailLabelName | undefined) => void;
  /** Absent for a role that may not write (docs/team.md): no Compose then. */
  onCompose?: () => void;
  /** On a phone the panel is two selects under the Compose button. */
  phone: boolean;
}

/** SPEC 2.12's left panel: Compose, the folders with their badges, and the labels (a filter). */
export function MailNav({
  folder,
  label,
  counts,
  onFolder,
  onLabel,
  onCompose,
  phone,
}: MailNavProps) {
  const { t } = useLingui();
  const names = useMailLabels();
  const format = useAdminFormat();
  const badge = (value: MailFolder) => {
    const n = value === "inbox" ? counts?.unread : value === "drafts" ? counts?.drafts : undefined;
    return n ? n : undefined;
  };
  const compose = onCompose ? (
    <Button
      leftSection={<IconPencil size={16} aria-hidden="true" />}
      onClick={onCompose}
      fullWidth={!phone}
    >
      {t`Compose`}
    </Button>
  ) : null;

  if (phone) {
    const folderLabel = (value: MailFolder) => {
      const n = badge(value);
      return n ? `${names.folder(value)} (${format.number(n)})` : names.folder(value);
    };
    return (
      <Stack gap="xs">
        {compose}
        <Select
          label={t`Folder`}
          data={mailFolders.map((value) => ({ value, label: folderLabel(value) }))}
          value={folder}
          onChange={(value) => value && onFolder(value)}
          allowDeselect={false}
        />
        <Select
          label={t`Label`}
          placeholder={t`All labels`}
          data={mailLabels.map((value) => ({ value, label: names.label(value) }))}
          value={label ?? null}
          onChange={(value) => onLabel(value ?? undefined)}
          clearable
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {compose}
      <Box component="nav" aria-label={t`Folders`}>
        {mailFolders.map((value) => {
          const Icon = FOLDER_ICON[value];
          const n = badge(value);
          return (
            <NavLink
              key={value}
              component="button"
              active={folder === value}
              label={names.folder(value)}
              leftSection={<Icon size={16} aria-hidden="true" />}
              rightSection={
                n ? (
                  <Badge
                    size="sm"
                    variant={value === "inbox" ? "filled" : "light"}
                    aria-label={
                      value === "inbox"
                        ? t`${format.number(n)} unread`
                        : t`${format.number(n)} drafts`
                    }
                  >
                    {format.number(n)}
                  </Badge>
                ) : null
              }
              aria-current={folder === value ? "page" : undefined}
              onClick={() => {
                onLabel(undefined);
                onFolder(value);
              }}
            />
          );
        })}
      </Box>
      <Box component="nav" aria-label={t`Labels`}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
          {t`Labels`}
        </Text>
        {mailLabels.map((value) => (
          <NavLink
            key={value}
            component="button"
            active={label === value}
            aria-current={label === value ? "page" : undefined}
            label={names.label(value)}
            leftSection={
              <Box w={10} h={10} bg={`${labelColor(value)}.6`} style={{ borderRadius: "50%" }} />
            }
            rightSection={
              counts?.labels[value] ? (
                <Text span size="xs" c="dimmed">
                  {format.number(counts.labels[value])}
                </Text>
              ) : null
            }
            onClick={() => onLabel(label === value ? undefined : value)}
          />
        ))}
      </Box>
    </Stack>
  );
}
