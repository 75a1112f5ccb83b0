import { useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";

/** A tab's save button. */
export function SaveButton({ saving }: { saving: boolean }) {
  const { t } = useLingui();
  return (
    <Button
      type="submit"
      loading={saving}
      leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
      style={{ alignSelf: "flex-start" }}
    >
      {t`Save Changes`}
    </Button>
  );
}
