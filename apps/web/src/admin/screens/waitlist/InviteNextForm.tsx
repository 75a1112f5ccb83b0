import { useLingui } from "@lingui/react/macro";
import { Button, Checkbox, NumberInput, Popover, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconUsersPlus } from "@tabler/icons-react";
import { useState } from "react";

/** What `waitlist.inviteNext` accepts. */
export const INVITE_NEXT_MIN = 1;
export const INVITE_NEXT_MAX = 10_000;
const DEFAULT_COUNT = 10;

export interface InviteNextFormProps {
  onInvite: (count: number, includeUnconfirmed: boolean) => void;
  busy: boolean;
}

/**
 * "Invite the next N in line": a wave of the first N pending entries by their place in the queue,
 * N from 1 to 10,000, sent at the sending pace (Settings > Waitlist); confirmed addresses only
 * unless "Include unconfirmed entries" is ticked (it is not, at first).
 */
export function InviteNextForm({ onInvite, busy }: InviteNextFormProps) {
  const { t } = useLingui();
  const [opened, popover] = useDisclosure(false);
  const [count, setCount] = useState<string | number>(DEFAULT_COUNT);
  const [includeUnconfirmed, setIncludeUnconfirmed] = useState(false);
  const valid =
    typeof count === "number" &&
    Number.isInteger(count) &&
    count >= INVITE_NEXT_MIN &&
    count <= INVITE_NEXT_MAX;

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      position="bottom-end"
      width={280}
      trapFocus
      returnFocus
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconUsersPlus size={16} aria-hidden="true" />}
          onClick={popover.toggle}
          aria-expanded={opened}
          loading={busy}
        >
          {t`Invite next in line`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          aria-label={t`Invite the next people in line`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            onInvite(count, includeUnconfirmed);
            popover.close();
          }}
        >
          <Stack gap="sm">
            <NumberInput
              label={t`How many people to invite`}
              description={t`Pending entries, in their order in the queue.`}
              value={count}
              onChange={setCount}
              min={INVITE_NEXT_MIN}
              max={INVITE_NEXT_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              error={valid ? undefined : t`Enter a whole number from 1 to 10,000`}
              data-autofocus
            />
            <Checkbox
              label={t`Include unconfirmed entries`}
              description={t`Otherwise only people who confirmed their address are invited.`}
              checked={includeUnconfirmed}
              onChange={(event) => setIncludeUnconfirmed(event.currentTarget.checked)}
            />
            <Button type="submit" disabled={!valid || busy}>
              {t`Invite`}
            </Button>
            <Text size="xs" c="dimmed">
              {t`Each person gets the invitation email in their own language. Invitations go at the sending pace: follow the wave under Waves.`}
            </Text>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
