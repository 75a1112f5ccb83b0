import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../../lib/trpc";
import type { Said } from "../../lib/messages";
import type { PublishOptions } from "./SectionFormModal";
import { toSaveInput, type Section } from "./sectionRules";

/** What the server said of a save ("Privacy Policy updated successfully", with its key). */
export type SaveOutcome = Said;

export interface PolicyDocumentState {
  sections: Section[] | undefined;
  query: ReturnType<typeof useDocumentQuery>;
  /** True while a save is on its way: further changes wait for it (ids of new sections). */
  saving: boolean;
  /**
   * Shows `next` at once and saves it whole (SPEC 4, 7). On failure the list goes back to what it
   * was; either way the caller is told (to show the toast). A language whose published text
   * changes becomes a new version, published as `publish` says (default: in effect today).
   */
  commit: (
    next: Section[],
    handlers: {
      onSaved: (outcome: SaveOutcome) => void;
      onFailed: (error: unknown) => void;
      publish?: PublishOptions;
    },
  ) => void;
}

function useDocumentQuery(document: PolicyDocument, logMessage: string) {
  const trpc = useTRPC();
  // The same input as the route's loader, so its prefetch is a cache hit.
  return useQuery(
    trpc.content.all.queryOptions({ document }, { meta: { errorMessage: logMessage } }),
  );
}

/** A document's sections (drafts included) and the optimistic whole-list save. */
export function usePolicyDocument(
  document: PolicyDocument,
  { withCategory, logMessage }: { withCategory: boolean; logMessage: string },
): PolicyDocumentState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useDocumentQuery(document, logMessage);
  const queryKey = trpc.content.all.queryKey({ document });
  const save = useMutation(trpc.content.save.mutationOptions());
  const { mutate } = save;

  const commit = useCallback<PolicyDocumentState["commit"]>(
    (next, { onSaved, onFailed, publish }) => {
      const previous = queryClient.getQueryData(queryKey);
      if (!previous || next === previous) return;
      // What the server holds now: those keep their ids; the others are new.
      const savedIds = new Set(previous.map((section) => section.id));
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, next);
      mutate(
        {
          document,
          sections: toSaveInput(next, savedIds, withCategory),
          ...(publish ? { publish } : {}),
        },
        {
          onSuccess: (result) => {
            // The server's list carries the real ids of new sections.
            queryClient.setQueryData(queryKey, result.sections);
            // The public pages show the published sections at once; a new version is listed.
            void queryClient.invalidateQueries({ queryKey: trpc.content.published.pathKey() });
            void queryClient.invalidateQueries({ queryKey: trpc.content.versions.pathKey() });
            onSaved(result);
          },
          onError: (error) => {
            queryClient.setQueryData(queryKey, previous);
            onFailed(error);
          },
        },
      );
    },
    [document, mutate, queryClient, queryKey, trpc, withCategory],
  );

  return { sections: query.data, query, saving: save.isPending, commit };
}
