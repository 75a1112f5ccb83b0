import { Anchor, useDirection } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** A link back to `href`, with the arrow pointing back in the reading direction. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  const { dir } = useDirection();
  const BackIcon = dir === "rtl" ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor href={href} size="sm" w="fit-content">
      <BackIcon size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> {children}
    </Anchor>
  );
}

/** "Back to home", with the arrow pointing back in the reading direction. */
export function BackHomeLink() {
  const { t } = useLingui();
  return <BackLink href="/">{t`Back to home`}</BackLink>;
}
