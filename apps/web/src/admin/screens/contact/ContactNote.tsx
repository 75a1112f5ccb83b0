import { Alert } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface ContactNoteProps {
  color: string;
  icon: Icon;
  /** "note" unless it says how the screen stands ("status"). */
  role?: "note" | "status";
  title?: string;
  /** The title's class (its colour and how it wraps). */
  titleClass?: string;
  children: ReactNode;
}

/** A note of the contact screen (the spam folder, the sample rows, a message filed as spam). */
export function ContactNote({
  color,
  icon: NoteIcon,
  role = "note",
  title,
  titleClass,
  children,
}: ContactNoteProps) {
  return (
    <Alert
      color={color}
      variant="light"
      classNames={titleClass ? { title: titleClass } : undefined}
      role={role}
      title={title}
      icon={<NoteIcon size={18} aria-hidden="true" />}
    >
      {children}
    </Alert>
  );
}
