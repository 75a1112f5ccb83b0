import { ActionIcon, type ActionIconProps } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { Icon } from "@tabler/icons-react";
import { SOCIAL_LINKS } from "../lib/links";

export type SocialNetwork = keyof typeof SOCIAL_LINKS;

/** One of Bayan's social profiles as an icon button opening in a new tab, named for readers. */
export function SocialLink({
  network,
  icon: NetworkIcon,
  iconSize,
  ...props
}: { network: SocialNetwork; icon: Icon; iconSize: number } & Pick<
  ActionIconProps,
  "size" | "radius"
>) {
  const { t } = useLingui();
  const labels: Record<SocialNetwork, string> = {
    linkedin: t`Bayan on LinkedIn (opens in a new tab)`,
    instagram: t`Bayan on Instagram (opens in a new tab)`,
    facebook: t`Bayan on Facebook (opens in a new tab)`,
    youtube: t`Bayan on YouTube (opens in a new tab)`,
    tiktok: t`Bayan on TikTok (opens in a new tab)`,
    snapchat: t`Bayan on Snapchat (opens in a new tab)`,
  };
  return (
    <ActionIcon
      component="a"
      href={SOCIAL_LINKS[network]}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      aria-label={labels[network]}
      {...props}
    >
      <NetworkIcon size={iconSize} aria-hidden="true" />
    </ActionIcon>
  );
}
