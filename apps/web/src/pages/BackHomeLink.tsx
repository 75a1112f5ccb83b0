import { Anchor, useDirection } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";

/** "Back to home", with the arrow pointing back in the reading direction. */
export function BackHomeLink() {
  const { t } = useLingui();
  const { dir } = useDirection();
  const BackIcon = dir === "rtl" ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor href="/" size="sm" w="fit-content">
      <BackIcon size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> {t`Back to home`}
    </Anchor>
  );
}
