import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { useLanguage } from "../../i18n/useLanguage";
import { usePageMeta } from "../../lib/pageMeta";
import { useTRPC } from "../../lib/trpc";
import type { PolicyLook } from "../policy/sectionLook";
import { VERSION_ID, useVersionParam } from "./versionRules";
import { VersionList } from "./VersionList";
import { useVersionFormat } from "./versionsFormat";
import { VersionNotFound, VersionsFailed, VersionsLoading } from "./VersionsFrame";
import { VersionView } from "./VersionView";
import { useVersionsWords } from "./versionsWords";

/** A refused call's HTTP status (404: no such version of this document; 400: not an id). */
const statusOf = (error: unknown) =>
  (error as { data?: { httpStatus?: number } | null } | null)?.data?.httpStatus;

/**
 * The versions page once the data layer is in: the list (`content.versions` in the page's
 * language), or the version the address names (`?v=<id>`: `content.version`, with the versions of
 * its language for the day it was replaced). Prerendered without an address to read, it shows the
 * list when the server rendered the page with it (apps/api src/plugins/pages.ts), else loading.
 */
export function LiveVersions({ document, look }: { document: PolicyDocument; look: PolicyLook }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const { language } = useLanguage();
  const words = useVersionsWords(document);
  const format = useVersionFormat();
  const id = useVersionParam();
  const wantsVersion = typeof id === "string" && VERSION_ID.test(id);

  const version = useQuery({
    ...trpc.content.version.queryOptions(
      { document, id: wantsVersion ? id : "" },
      { meta: { errorMessage: "Could not load the policy version" } },
    ),
    enabled: wantsVersion,
  });
  // A version is listed with the others of its language (the one the page is in, nearly always).
  const versions = useQuery({
    ...trpc.content.versions.queryOptions(
      { document, language: version.data?.language ?? language },
      { meta: { errorMessage: "Could not load the policy versions" } },
    ),
    enabled: id === null || wantsVersion,
  });

  let meta = { title: words.listTitle, description: words.listDescription };
  let view;
  if (id === undefined || id === null) {
    // The list (before the address is read: as the server rendered it, or loading).
    view =
      id === null && versions.isError ? (
        <VersionsFailed
          document={document}
          words={words}
          retrying={versions.isFetching}
          onRetry={() => void versions.refetch()}
        />
      ) : versions.data ? (
        <VersionList document={document} versions={versions.data} words={words} />
      ) : (
        <VersionsLoading document={document} words={words} />
      );
  } else if (!wantsVersion || [400, 404].includes(statusOf(version.error) ?? 0)) {
    meta = { title: t`Version not found`, description: words.listDescription };
    view = <VersionNotFound document={document} words={words} />;
  } else if (version.isError || versions.isError) {
    view = (
      <VersionsFailed
        document={document}
        words={words}
        retrying={version.isFetching || versions.isFetching}
        onRetry={() => {
          if (version.isError) void version.refetch();
          if (versions.isError) void versions.refetch();
        }}
      />
    );
  } else if (version.data && versions.data) {
    const number = format.number(version.data.number);
    meta = {
      title: words.versionTitle(number),
      description: words.versionDescription(number, format.date(version.data.effectiveOn)),
    };
    view = (
      <VersionView
        document={document}
        version={version.data}
        versions={versions.data}
        words={words}
        look={look}
      />
    );
  } else {
    view = <VersionsLoading document={document} words={words} />;
  }
  usePageMeta(meta.title, meta.description);
  return view;
}
