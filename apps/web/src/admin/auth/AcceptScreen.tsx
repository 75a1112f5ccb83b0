import { useLingui } from "@lingui/react/macro";
import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { useEntryLanguage } from "../../lib/linkPage";
import { usePageMeta } from "../../lib/pageMeta";
import { serverError } from "../../lib/serverError";
import { useTRPC } from "../../lib/trpc";
import { AcceptForm } from "./AcceptForm";
import { AuthFrame } from "./AuthFrame";
import { AcceptHeading, ProblemView, type InviteProblem } from "./AcceptViews";

/** An invitation link's token as the server takes it (teamInviteTokenSchema: base64url, 20-100). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * /admin/accept?token=… (docs/team.md): the page a team invitation email links to, signed out.
 * It checks the link (`team.inviteCheck`), greets in the invitation's language unless the visitor
 * chose one, then shows the form to choose a password (`team.accept`, which signs the member in),
 * or why the link cannot be used, with the way to the sign-in page.
 */
export function AcceptScreen() {
  const { t } = useLingui();
  usePageMeta(t`Join the Bayan team`, t`Accept your invitation to the Bayan administration panel.`);
  const trpc = useTRPC();
  const { token: raw } = useSearch({ from: "/admin/accept" });
  const token = raw && TOKEN_PATTERN.test(raw) ? raw : null;
  // Learned when the form was sent: the link was used or expired meanwhile.
  const [problem, setProblem] = useState<InviteProblem | null>(null);
  const check = useQuery({
    ...trpc.team.inviteCheck.queryOptions(
      { token: token ?? "" },
      { meta: { errorMessage: "Could not check the team invitation link" } },
    ),
    enabled: token !== null,
    // A link's state changes only by using it; the page says so itself.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEntryLanguage(check.data?.language);

  let body: ReactNode;
  if (problem) body = <ProblemView problem={problem} focus />;
  else if (token === null) body = <ProblemView problem="unknown" />;
  else if (check.isError) {
    const status = serverError(check.error).status;
    body =
      status === 400 || status === 404 ? (
        <ProblemView problem="unknown" />
      ) : (
        <Stack gap="md">
          <AcceptHeading>{t`Join the Bayan team`}</AcceptHeading>
          <Text role="alert">
            {status === 429
              ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
              : t`We could not check your invitation link. Please try again.`}
          </Text>
          <Group>
            <Button
              variant="default"
              loading={check.isFetching}
              onClick={() => void check.refetch()}
            >
              {t`Try Again`}
            </Button>
          </Group>
        </Stack>
      );
  } else if (!check.data) {
    body = (
      <Stack gap="md">
        <AcceptHeading>{t`Join the Bayan team`}</AcceptHeading>
        <Group gap="sm" role="status" justify="center" mih={120}>
          <Loader size="sm" aria-hidden="true" />
          <Text c="dimmed">{t`Checking your invitation link...`}</Text>
        </Group>
      </Stack>
    );
  } else {
    const { state, name, email, role } = check.data;
    body =
      state === "valid" && name !== null && email !== null && role !== null ? (
        <AcceptForm token={token} invite={{ name, email, role }} onProblem={setProblem} />
      ) : (
        <ProblemView problem={state === "expired" || state === "used" ? state : "unknown"} />
      );
  }

  return (
    <AuthFrame width={460} padding={{ base: "md", sm: "xl" }}>
      {body}
    </AuthFrame>
  );
}
