import type { CSSProperties } from "react";
import {
  IconAbc,
  IconBook,
  IconBulb,
  IconLanguage,
  IconMessageCircle,
  IconStar,
} from "@tabler/icons-react";
import styles from "./widgets.module.css";

const ICONS = [IconBook, IconLanguage, IconStar, IconMessageCircle, IconBulb, IconAbc];

/** Decorative icons drifting behind a section; hidden from assistive technology. */
export function FloatingIcons() {
  return (
    <div className={styles.floating} aria-hidden="true">
      {ICONS.map((Icon, index) => (
        <span
          key={index}
          className={styles.float}
          style={{ "--i": index, "--side": index % 2 } as CSSProperties}
        >
          <Icon size={28} />
        </span>
      ))}
    </div>
  );
}
