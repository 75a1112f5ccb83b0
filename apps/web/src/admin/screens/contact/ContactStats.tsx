import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { IconBan, IconMailStar, IconMessages, IconSend, type Icon } from "@tabler/icons-react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { StatGrid } from "../../lib/StatGrid";

type Stats = RouterOutputs["contact"]["stats"];

/** The send icon, pointing the way the text goes. */
const SendIcon: Icon = (props) => <DirectionalIcon icon={IconSend} {...props} />;

/**
 * SPEC 2.16's figures: every real message (read and archived under it), the new, the replied and
 * the spam folder's. A failed load shows a dash.
 */
export function ContactStats({
  stats,
}: {
  stats: { data?: Stats; isPending: boolean; isError: boolean };
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const data = stats.isError ? undefined : stats.data;
  const read = format.number(data?.readCount ?? 0);
  const archived = format.number(data?.archivedCount ?? 0);
  return (
    <StatGrid
      cols={{ base: 2, lg: 4 }}
      loading={stats.isPending}
      stats={[
        {
          icon: IconMessages,
          label: t`Total messages`,
          value: data?.totalSubmissions,
          target: data ? t`${read} read, ${archived} archived` : undefined,
        },
        { icon: IconMailStar, label: t`New`, value: data?.newCount },
        { icon: SendIcon, label: t`Replied`, value: data?.repliedCount },
        { icon: IconBan, label: t`Spam`, value: data?.spamCount },
      ]}
    />
  );
}
