import type { RouterOutputs } from "@bayan/trpc";
import { timeRemaining } from "@bayan/trpc/rules";
import { StatCard } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { SimpleGrid } from "@mantine/core";
import { IconCalendarEvent, IconHourglass, IconMail, IconUsers } from "@tabler/icons-react";
import { useDashboardFormat } from "./formatExtra";
import { share, weeklyTrend, type TrendTexts } from "./trend";

/** SPEC 2.9's targets: the queue and the pending sign-ups are measured against these. */
export const QUEUE_TARGET = 3000;
export const PENDING_TARGET = 2500;

type Dashboard = RouterOutputs["admin"]["dashboard"];
type Overview = RouterOutputs["admin"]["overview"];

export interface StatCardsProps {
  dashboard: Dashboard | undefined;
  overview: Overview | undefined;
  /** The first answers are on their way: placeholders, no figures. */
  loading: boolean;
  /** Now, for the days left (the screen's clock). */
  now: number;
}

/**
 * The four figures of SPEC 2.9, from real answers only. Without an answer (a failed load) the
 * counts read 0 and the days "--", with no trend, bar or target: nothing is made up.
 */
export function StatCards({ dashboard, overview, loading, now }: StatCardsProps) {
  const { t } = useLingui();
  const format = useDashboardFormat();
  const icon = (Icon: typeof IconUsers) => <Icon size={22} aria-hidden="true" />;

  const queue = dashboard?.waitlist.totalInQueue ?? 0;
  const pending = dashboard?.waitlist.pendingCount ?? 0;
  const contacts = dashboard?.contacts;
  const countdown = dashboard?.system.countdownTimer;

  // Sign-ups: the trend is this week's new sign-ups against last week's (every sign-up starts
  // pending, so the same growth describes the pending card). The card's label names what is
  // counted, so the words are the same for sign-ups and messages.
  const trendTexts: TrendTexts = {
    change: (percent) => t`${percent} vs last week`,
    nonePrevious: (count) => t`${count} this week, none last week`,
    noneEither: t`none this week or last week`,
  };
  const signupTrend = weeklyTrend(overview?.waitlist.growth.last7Days, trendTexts, format);
  const contactTrend = weeklyTrend(overview?.contacts.growth.last7Days, trendTexts, format);

  const target = (value: number, goal: number) => {
    const percent = share(value, goal);
    return {
      progress: {
        value: percent,
        label: t`${format.percent(percent)} of the ${format.number(goal)} target`,
      },
      target: t`Target: ${format.number(goal)}`,
    };
  };

  // SPEC 2.9's third target, "2h" average response time, is a sample value, and the dashboard's
  // answers carry no response times (only counts by status). The real measure shown instead is
  // the share of (non-spam) messages replied to, with every message replied as the goal.
  const replied = contacts?.repliedCount ?? 0;
  const totalMessages = contacts?.totalSubmissions ?? 0;
  const repliedShare = share(replied, totalMessages);

  const remaining = countdown ? timeRemaining(countdown.targetDate, now) : null;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        icon={icon(IconUsers)}
        label={t`Waitlist total in queue`}
        value={format.number(queue)}
        loading={loading}
        {...(dashboard ? { trend: signupTrend, ...target(queue, QUEUE_TARGET) } : {})}
      />
      <StatCard
        icon={icon(IconHourglass)}
        label={t`Pending sign-ups`}
        value={format.number(pending)}
        loading={loading}
        {...(dashboard ? { trend: signupTrend, ...target(pending, PENDING_TARGET) } : {})}
      />
      <StatCard
        icon={icon(IconMail)}
        label={t`Contact messages`}
        value={format.number(totalMessages)}
        loading={loading}
        {...(contacts
          ? {
              trend: contactTrend,
              progress: {
                value: repliedShare,
                label: t`${format.percent(repliedShare)} of messages replied`,
              },
              target:
                totalMessages > 0
                  ? t`${format.number(replied)} of ${format.number(totalMessages)} replied (target: all)`
                  : t`Target: every message replied`,
            }
          : {})}
      />
      <StatCard
        icon={icon(IconCalendarEvent)}
        label={t`Days until launch`}
        value={remaining ? format.number(remaining.days) : "--"}
        loading={loading}
        {...(countdown
          ? {
              target:
                remaining && remaining.totalSeconds > 0
                  ? t`Launch: ${format.date(countdown.targetDate)}`
                  : t`Launched on ${format.date(countdown.targetDate)}`,
            }
          : {})}
      />
    </SimpleGrid>
  );
}
