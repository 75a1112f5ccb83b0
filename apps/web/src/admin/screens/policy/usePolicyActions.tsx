import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useConfirmDelete } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import {
  addSection,
  moveDown,
  moveUp,
  removeSection,
  todayIso,
  toggleStatus,
  updateSection,
  type Section,
  type SectionDraft,
} from "./sectionRules";
import type { PublishOptions } from "./SectionFormModal";
import type { PolicyDocumentState } from "./usePolicyDocument";

/**
 * A document's changes (sectionRules' pure rules): each shows at once and saves the whole list,
 * then says how it went in a toast (SPEC 8's "Failed to save …" with the server's reason).
 */
export function usePolicyActions(
  { sections, query, saving, commit }: PolicyDocumentState,
  { withCategory, saveError }: { withCategory: boolean; saveError: string },
) {
  const { t } = useLingui();
  const text = useMessageText();
  const errorText = useErrorText();
  const confirm = useConfirmDelete();

  const apply = (next: Section[], publish?: PublishOptions) => {
    commit(next, {
      onSaved: (said) => {
        notifications.show({
          color: "teal",
          icon: <IconCheck size={18} aria-hidden />,
          message: text(said),
        });
      },
      onFailed: (error) => {
        // The server's reason when it gave one (a refused field, the database being down).
        const known = errorText(error, "");
        notifications.show({
          color: "red",
          icon: <IconX size={18} aria-hidden />,
          ...(known ? { title: saveError, message: known } : { message: saveError }),
        });
      },
      publish,
    });
  };
  /** Runs a rule over the sections as they are now, once they are loaded. */
  const change = (rule: (all: Section[]) => Section[], publish?: PublishOptions) => {
    if (sections) apply(rule(sections), publish);
  };

  return {
    /** Nothing changes while the sections load or a save is on its way. */
    editable: sections !== undefined && !saving,
    /**
     * The form's draft: a change of `editing`, or a new section; `publish` says how a change of the
     * published text is published (its day, summaries, material).
     */
    save: (draft: SectionDraft, editing: Section | null, publish?: PublishOptions) =>
      change(
        (all) =>
          editing
            ? updateSection(all, editing.id, draft, todayIso())
            : addSection(all, draft, { today: todayIso(), withCategory }),
        publish,
      ),
    toggleStatus: (section: Section) => change((all) => toggleStatus(all, section.id, todayIso())),
    moveUp: (section: Section) => change((all) => moveUp(all, section.id)),
    moveDown: (section: Section) => change((all) => moveDown(all, section.id)),
    /** SPEC 5: asks first, deletes on yes (from the sections as they are then). */
    remove: confirm(
      t`Delete section`,
      t`Are you sure you want to delete this section?`,
      (section: Section) => {
        if (query.data) apply(removeSection(query.data, section.id));
      },
    ),
  };
}

export type PolicyActions = ReturnType<typeof usePolicyActions>;
