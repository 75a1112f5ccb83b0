import "@mantine/core/styles/Alert.css";

import type { WaitlistLeaderboard, WaitlistStatusDto } from "@bayan/trpc/schemas";
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Select, useLingui } from "@lingui/react/macro";
import {
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconLinkOff,
  IconMailShare,
  IconMailForward,
  IconShare3,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useNumberFormat } from "../../i18n/format";
import { pluralCategory } from "../../i18n/plural";
import { CheckingView, RegisterHeading, RetryView } from "../register/RegisterViews";
import { STATUS_PAGE_TEXTS } from "./messages";
import { shareLinks, type ShareService } from "./share";
import classes from "./StatusPage.module.css";

/** The page's h1 while its place is read, and once it is shown. */
function StatusTitle({ focus = false }: { focus?: boolean }) {
  const { t } = useLingui();
  return <RegisterHeading focus={focus}>{t`Your place on the waitlist`}</RegisterHeading>;
}

/** While the place is read (and as the page is prerendered: the token is not known yet). */
export function CheckingStatus() {
  const { t } = useLingui();
  return <CheckingView heading={<StatusTitle />} text={t`Loading your place...`} />;
}

/**
 * A link that finds no place (404, or no token at all). `focus`: moved to the title when the page
 * changed after a click (the data was erased meanwhile, from another tab).
 */
export function StatusNotFound({ focus = false }: { focus?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md" data-testid="status-not-found">
      <Text c="dimmed" lh={0}>
        <IconLinkOff size={40} aria-hidden="true" />
      </Text>
      <RegisterHeading focus={focus}>
        {i18n._(STATUS_PAGE_TEXTS["waitlist.statusNotFound"])}
      </RegisterHeading>
      <Text size="lg">
        {t`Check that you opened the whole link from the email that confirmed your place. If you have not joined the waitlist yet, you can join from the home page.`}
      </Text>
      <Group gap="lg">
        <Anchor href="/">{t`Go to the home page`}</Anchor>
      </Group>
    </Stack>
  );
}

/** The place could not be read (network, server fault, too many tries): say so, try again. */
export function StatusFailed({
  tooMany,
  retrying,
  onRetry,
}: {
  tooMany: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return (
    <RetryView
      heading={<StatusTitle />}
      message={
        tooMany
          ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
          : t`We could not load your place. Please try again.`
      }
      retryLabel={t`Try Again`}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

/** The place in the queue: "#1,234 of 5,678", or the invitation on its way. */
function Place({ status }: { status: WaitlistStatusDto }) {
  const { t } = useLingui();
  const format = useNumberFormat();
  if (status.invited || status.position === null) {
    return (
      <Stack gap={4} className={classes.place} data-testid="status-place">
        <Text className={classes.placeLine} fw={700}>
          <IconMailForward size={28} aria-hidden="true" className={classes.placeIcon} />{" "}
          {t`Your invitation is on its way`}
        </Text>
        <Text c="dimmed">{t`Check your inbox: the email invites you to create your account.`}</Text>
      </Stack>
    );
  }
  const place = format(status.position);
  const total = format(status.total);
  return (
    <Stack gap={4} className={classes.place} data-testid="status-place">
      <Text className={classes.placeNumber} fw={800}>
        {t`#${place} of ${total}`}
      </Text>
      <Text c="dimmed">{t`Your place in the queue`}</Text>
    </Stack>
  );
}

/** The personal referral link: read-only, selected on focus, with a Copy button. */
function ReferralLinkField({ link }: { link: string }) {
  const { t } = useLingui();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t`Your referral link`}
        value={link}
        readOnly
        dir="ltr"
        variant="filled"
        onFocus={(event) => event.currentTarget.select()}
        className={classes.linkField}
      />
      <CopyButton value={link} timeout={3000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? "light" : "filled"}
            color={copied ? "green" : undefined}
            leftSection={
              copied ? (
                <IconCheck size={18} aria-hidden="true" />
              ) : (
                <IconCopy size={18} aria-hidden="true" />
              )
            }
            onClick={copy}
            className={classes.copy}
          >
            {copied ? t`Copied` : t`Copy link`}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

const SHARE_ICONS: Record<ShareService, ReactNode> = {
  whatsapp: <IconBrandWhatsapp size={18} aria-hidden="true" />,
  telegram: <IconBrandTelegram size={18} aria-hidden="true" />,
  x: <IconBrandX size={18} aria-hidden="true" />,
  email: <IconMailShare size={18} aria-hidden="true" />,
};

/**
 * Whether this browser can share natively (phones, some desktops). The details render in the
 * browser only (the prerendered page has the loading state), so it is read at once.
 */
const canShareNatively = () =>
  typeof navigator !== "undefined" && typeof navigator.share === "function";

/** The share buttons: WhatsApp, Telegram, X, email, and the browser's own when it has one. */
function ShareButtons({ link }: { link: string }) {
  const { t } = useLingui();
  const native = canShareNatively();
  const text = t`Join me on the Bayan waitlist: learn English with clear Arabic explanations.`;
  const subject = t`Join me on the Bayan waitlist`;
  const links = shareLinks(link, text, subject);
  const names: Record<ShareService, string> = {
    whatsapp: "WhatsApp",
    telegram: "Telegram",
    x: "X",
    email: t`Email`,
  };
  const share = () => {
    navigator.share({ title: subject, text, url: link }).catch((error: unknown) => {
      // The person closed the share sheet: nothing to say.
      if (!(error instanceof DOMException && error.name === "AbortError"))
        console.error("Could not share the link", error);
    });
  };
  return (
    <Stack gap="xs">
      <Text fw={600} id="share-label">{t`Share your link`}</Text>
      <Group gap="xs" role="group" aria-labelledby="share-label">
        {(Object.keys(links) as ShareService[]).map((service) => (
          <Button
            key={service}
            component="a"
            href={links[service]}
            variant="default"
            leftSection={SHARE_ICONS[service]}
            {...(service === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            data-service={service}
          >
            {names[service]}
          </Button>
        ))}
        {native && (
          <Button
            variant="default"
            leftSection={<IconShare3 size={18} aria-hidden="true" />}
            onClick={share}
          >
            {t`Share...`}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The top referrers (addresses masked), when the administrator has made the list public. */
function Leaderboard({ entries }: { entries: WaitlistLeaderboard["entries"] }) {
  const { t } = useLingui();
  const format = useNumberFormat();
  return (
    <Stack gap="sm" data-testid="leaderboard">
      <Title order={2} size="h4">
        {t`Top referrers`}
      </Title>
      {/* A plain table: Mantine's brings its scroll container, shared with the contact page's
          text area, which would split into one more file for that page. */}
      <table className={classes.board}>
        <thead>
          <tr>
            <th scope="col">{t`Rank`}</th>
            <th scope="col">{t`Address`}</th>
            <th scope="col" className={classes.count}>
              {t`Friends`}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${index}-${entry.email}`}>
              <td>{format(index + 1)}</td>
              <td className={classes.boardEmail}>
                <bdi dir="ltr">{entry.email}</bdi>
              </td>
              <td className={classes.count}>{format(entry.referrals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

/** The status page: the place, the referral link with its count and shares, the leaderboard. */
export function StatusDetails({
  status,
  leaderboard,
}: {
  status: WaitlistStatusDto;
  leaderboard: WaitlistLeaderboard | undefined;
}) {
  const { t, i18n } = useLingui();
  const format = useNumberFormat();
  const board = leaderboard?.enabled ? leaderboard.entries : [];
  // The label's plural form, as the landing page's "days until launch" chooses it.
  const friendsForm = pluralCategory(status.referrals, i18n.locale);
  return (
    <Stack gap="lg" data-testid="status-details">
      <Stack gap={4}>
        <StatusTitle />
        {/* The paragraph in the page's direction (its start edge), the address left to right. */}
        <Text c="dimmed" className={classes.email}>
          <bdi dir="ltr">{status.email}</bdi>
        </Text>
      </Stack>
      <Place status={status} />
      {!status.confirmed && !status.invited && (
        <Alert color="yellow" variant="light" data-testid="status-unconfirmed">
          {t`Confirm your address from the email we sent to secure your place.`}
        </Alert>
      )}
      {status.referralLink && (
        <>
          <Divider />
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t`Invite your friends`}
              </Title>
              <Text c="dimmed">
                {t`Share your personal link. Every friend who joins through it and confirms their address is counted here.`}
              </Text>
            </Stack>
            <ReferralLinkField link={status.referralLink} />
            <Group gap="sm" wrap="nowrap" data-testid="status-referrals">
              <Text className={classes.referrals} fw={800}>
                {format(status.referrals)}
              </Text>
              <Text>
                <Select
                  value={friendsForm}
                  _one="friend confirmed through your link"
                  other="friends confirmed through your link"
                />
              </Text>
            </Group>
            <ShareButtons link={status.referralLink} />
          </Stack>
        </>
      )}
      {board.length > 0 && (
        <>
          <Divider />
          <Leaderboard entries={board} />
        </>
      )}
    </Stack>
  );
}
