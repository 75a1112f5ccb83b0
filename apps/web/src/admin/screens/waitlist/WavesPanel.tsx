import { WAVE_BOUNCE_LIMIT, WAVE_COMPLAINT_LIMIT } from "@bayan/trpc/rules";
import "@mantine/core/styles/Progress.css";

import type { RouterOutputs } from "@bayan/trpc";
import { confirmDelete } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconAlertTriangle,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconX,
} from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { useMessageText, type Said } from "../../lib/messages";
import { useCan } from "../../auth/member";
import { DirectionalIcon } from "../../lib/DirectionalIcon";

type WavesList = RouterOutputs["waves"]["list"];
type Wave = WavesList["waves"][number];

/** How often the list is asked again while a wave is sending. */
const LIVE_MS = 5_000;

const STATUS_COLORS: Record<Wave["status"], string> = {
  running: "blue",
  paused: "orange",
  cancelled: "gray",
  done: "teal",
};

/**
 * The Waves tab of Early Access (docs/email-delivery.md, "Invitation waves"): the sending pace
 * today, and each recent wave live (asked again every 5 s while one sends) with its counts, why it
 * paused, and the administrator's pause, resume and cancel.
 */
export function WavesPanel() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const waves = useQuery({
    ...trpc.waves.list.queryOptions(undefined, {
      meta: { errorMessage: "Failed to load the invitation waves" },
    }),
    refetchInterval: (query) =>
      query.state.data?.waves.some((w) => w.status === "running") ? LIVE_MS : false,
  });

  if (!waves.data) {
    return waves.isError ? (
      <LoadFailedAlert title={t`Failed to load the invitation waves`} queries={[waves]} />
    ) : (
      <Center py="xl">
        <Loader size="sm" aria-label={t`Loading the invitation waves`} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <PaceSummary pace={waves.data.pace} />
      <LoadFailedAlert title={t`Failed to load the invitation waves`} queries={[waves]} />
      {waves.data.waves.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap={4} align="center">
            <DirectionalIcon icon={IconSend} size={28} aria-hidden="true" />
            <Text fw={600}>{t`No invitation waves yet`}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t`Invite the next in line, or choose entries and invite them: the invitations go out as a wave at the sending pace.`}
            </Text>
          </Stack>
        </Paper>
      ) : (
        waves.data.waves.map((wave) => <WaveCard key={wave.id} wave={wave} />)
      )}
    </Stack>
  );
}

/** Today's allowance and what went, in one line each. */
function PaceSummary({ pace }: { pace: WavesList["pace"] }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const day = format.number(pace.day);
  const [sentToday, daily] = [format.number(pace.sentToday), format.number(pace.daily)];
  const [sentHour, hourly] = [format.number(pace.sentThisHour), format.number(pace.hourly)];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={600}>{t`Sending pace`}</Text>
          <Text size="sm" c="dimmed">
            {t`Day ${day} of sending. Change the pace in Settings > Waitlist.`}
          </Text>
        </div>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">{t`Today`}</Text>
            <Text fw={600}>{t`${sentToday} of ${daily}`}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t`This hour`}</Text>
            <Text fw={600}>{t`${sentHour} of ${hourly}`}</Text>
          </div>
        </Group>
      </Group>
    </Paper>
  );
}

/** One wave: its state, progress, counts, and the buttons its state allows. */
function WaveCard({ wave }: { wave: Wave }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.waves, api.waitlist, api.admin]);
  const failed = useFailureToast(useErrorText());
  const options = {
    onSuccess: (answer: Said) => {
      notifications.show({ color: "blue", message: messageText(answer) });
      return refresh();
    },
    onError: failed(t`The wave was not changed`),
  };
  const pause = useMutation(trpc.waves.pause.mutationOptions(options));
  const resume = useMutation(trpc.waves.resume.mutationOptions(options));
  const cancel = useMutation(trpc.waves.cancel.mutationOptions(options));
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  // Waves are run with the `run` permission (docs/team.md).
  const canChange = useCan("run");

  const statusLabel = {
    running: t`Sending`,
    paused: t`Paused`,
    cancelled: t`Cancelled`,
    done: t`Done`,
  }[wave.status];
  const title = wave.origin === "next" ? t`Next in line` : t`Chosen entries`;
  const started = format.dateTime(wave.createdAt);
  const members = format.number(wave.members);
  const released = format.number(wave.released);
  const bounces = format.percent(WAVE_BOUNCE_LIMIT * 100);
  const complaints = format.percent(WAVE_COMPLAINT_LIMIT * 100);
  const share = (part: number) => (wave.members > 0 ? (part / wave.members) * 100 : 0);
  // Counts of people, with a context of their own: "Invited" or "Registered" elsewhere are dates.
  const counts: Array<[string, number]> = [
    [t({ message: "Waiting", context: "wave count" }), wave.queued],
    [t({ message: "Invited", context: "wave count" }), wave.released],
    [t({ message: "Delivered", context: "wave count" }), wave.sent],
    [t({ message: "Bounced", context: "wave count" }), wave.bounced],
    [t({ message: "Reported as spam", context: "wave count" }), wave.complained],
    [t({ message: "Registered", context: "wave count" }), wave.registered],
    [t({ message: "Skipped", context: "wave count" }), wave.skipped],
  ];
  if (wave.returned > 0) counts.push([t`Back in the queue`, wave.returned]);

  const askCancel = async () => {
    const waiting = format.number(wave.queued);
    const yes = await confirmDelete({
      title: t`Cancel this wave?`,
      message: t`The ${waiting} people still waiting go back to the queue. Invitations already sent stay valid.`,
      confirmLabel: t`Cancel the wave`,
      cancelLabel: t`Keep it`,
    });
    if (yes) cancel.mutate({ id: wave.id });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t`Started ${started}`}
            </Text>
          </div>
          <Badge color={STATUS_COLORS[wave.status]} variant="light">
            {statusLabel}
          </Badge>
        </Group>

        {wave.status === "paused" && wave.pausedReason !== "manual" ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={t`Paused by itself`}
          >
            {wave.pausedReason === "bounces"
              ? t`More than ${bounces} of its invitations bounced. Check where these addresses came from before you resume.`
              : t`More than ${complaints} of its invitations were reported as spam. Check who is being invited before you resume.`}
          </Alert>
        ) : null}

        <div>
          <Text size="sm" mb={4}>
            {t`${released} of ${members} invited`}
          </Text>
          <Progress.Root size="lg">
            <Progress.Section value={share(wave.sent)} color="teal" aria-label={t`Delivered`} />
            <Progress.Section
              value={share(Math.max(0, wave.released - wave.sent))}
              color="blue"
              aria-label={t`Invited, not delivered yet`}
            />
            <Progress.Section value={share(wave.skipped)} color="gray" aria-label={t`Skipped`} />
          </Progress.Root>
        </div>

        <SimpleGrid cols={{ base: 2, xs: 4, md: counts.length }} spacing="xs">
          {counts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600}>{format.number(value)}</Text>
            </div>
          ))}
        </SimpleGrid>

        {canChange && (wave.status === "running" || wave.status === "paused") ? (
          <Group gap="xs">
            {wave.status === "running" ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlayerPause size={14} aria-hidden="true" />}
                onClick={() => pause.mutate({ id: wave.id })}
                disabled={busy}
              >
                {t`Pause`}
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
                onClick={() => resume.mutate({ id: wave.id })}
                disabled={busy}
              >
                {t`Resume`}
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => void askCancel()}
              disabled={busy}
            >
              {t`Cancel the wave`}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
