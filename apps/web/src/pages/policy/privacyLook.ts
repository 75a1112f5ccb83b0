import {
  IconDatabase,
  IconLock,
  IconSettings,
  IconShare,
  IconShieldCheck,
  IconUserCheck,
} from "@tabler/icons-react";
import type { PolicyLook, SectionIcon } from "./sectionLook";

/** Privacy sections have no category; their icons follow their position. */
const PRIVACY_ICONS: SectionIcon[] = [
  IconDatabase,
  IconSettings,
  IconShare,
  IconLock,
  IconUserCheck,
  IconShieldCheck,
];

export const PRIVACY_LOOK: PolicyLook = {
  iconFor: (_, index) => PRIVACY_ICONS[index % PRIVACY_ICONS.length] ?? IconShieldCheck,
};
