import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Anchor, Group, Paper, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { VERSIONS_PATH } from "../../pages/policy/policyPaths";
import { formatPolicyDate } from "../../pages/policy/policyText";
import classes from "./PolicyNotice.module.css";

/** Where a dismissed notice is remembered (its version's id), in this browser only. */
const DISMISSED_KEY = "policy_notice_dismissed";

function dismissed(): string[] {
  try {
    return JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
}

/** The notice to show: the soonest one not closed in this browser, if any. */
export function shownNotice<T extends { id: string }>(
  notices: readonly T[] | undefined,
  closed: readonly string[],
): T | undefined {
  return notices?.find((n) => !closed.includes(n.id));
}

/**
 * The soonest material change ahead in the page's language: which document, from when, what
 * changes, and its versions page; closed with ×, for that version, in this browser.
 */
export function LivePolicyNotice() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const language = i18n.locale === "ar" ? "ar" : "en";
  const [closed, setClosed] = useState(dismissed);
  const { data } = useQuery(
    trpc.content.notices.queryOptions(
      { language },
      { meta: { errorMessage: "Failed to fetch the policy notices" } },
    ),
  );
  const notice = shownNotice(data, closed);
  const { ref: bannerRef, height: bannerHeight } = useElementSize();
  if (!notice) return null;

  const day = formatPolicyDate(notice.effectiveOn, i18n.locale);
  const summary = language === "ar" ? notice.summaryAr : notice.summaryEn;
  const message =
    notice.document === "privacy-policy"
      ? t`Our Privacy Policy changes on ${day}.`
      : t`Our Terms of Service change on ${day}.`;
  const close = () => {
    const next = [...closed, notice.id];
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setClosed(next);
  };

  return (
    <>
      {/* As tall as the banner and its margin, after the footer: the page scrolls far enough
          for the banner to cover nothing (on a short page too), and nothing above it moves. */}
      <div
        aria-hidden="true"
        className={classes.room}
        style={{ blockSize: bannerHeight ? `${bannerHeight}px` : undefined }}
      />
      <Paper
        ref={bannerRef}
        component="aside"
        aria-label={t`Policy change`}
        className={classes.notice}
        shadow="md"
        withBorder
        data-testid="policy-notice"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
          <Text size="sm">
            {message} {summary ? <span>{summary} </span> : null}
            <Anchor href={VERSIONS_PATH[notice.document]} size="sm" underline="always">
              {t`Read what changes`}
            </Anchor>
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={close}
            aria-label={t`Close this notice`}
          >
            <IconX size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Paper>
    </>
  );
}
