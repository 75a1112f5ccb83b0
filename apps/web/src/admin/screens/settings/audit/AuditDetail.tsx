import { useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Box,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowRight, IconCheck, IconCopy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { DirectionalIcon } from "../../../lib/DirectionalIcon";
import { FieldList } from "../../../lib/FieldList";
import { useAdminFormat } from "../../../lib/format";
import type { AuditRow } from "./auditRows";
import { useAuditLabels } from "./labels";
import { Nothing } from "./Nothing";

/** The characters of a hash shown (the whole of it is in the title and copied). */
const HASH_SHOWN = 12;

/** Long words (an address, a hash) break anywhere rather than widen the drawer. */
const WRAP = { overflowWrap: "anywhere", whiteSpace: "pre-wrap" } as const;

/** The changed fields one under another, without bullets. */
const LIST = {
  display: "flex",
  flexDirection: "column",
  gap: "var(--mantine-spacing-md)",
  listStyle: "none",
  margin: 0,
  padding: 0,
} as const;

/**
 * One row of the log in the drawer: when, who, what, to what, from where, its place in the chain
 * (its id and its hash, shortened), and what changed: each field before and after.
 */
export function AuditDetail({ row }: { row: AuditRow }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useAuditLabels();
  const rowNumber = format.number(Number(row.id));
  const rows: [string, ReactNode][] = [
    [
      t`When`,
      <time key="at" dateTime={row.at}>
        {format.dateTime(row.at)}
      </time>,
    ],
    [t`Who`, <bdi key="who">{row.actorLabel}</bdi>],
    [t`What`, labels.action(row.action)],
    [
      t`Target`,
      row.targetType || row.targetLabel ? (
        <Stack key="target" gap={0}>
          {row.targetType ? (
            <Text size="xs" c="dimmed">
              {labels.targetType(row.targetType)}
            </Text>
          ) : null}
          {row.targetLabel ? <bdi>{row.targetLabel}</bdi> : null}
        </Stack>
      ) : (
        <Nothing key="target" />
      ),
    ],
    [
      t({ message: "From", context: "audit: the address an action came from" }),
      row.ip ? (
        <bdi key="ip" dir="ltr">
          {row.ip}
        </bdi>
      ) : (
        <Nothing key="ip" />
      ),
    ],
    [t`Row`, `#${rowNumber}`],
    [t`Hash`, <Hash key="hash" hash={row.hash} />],
  ];
  return (
    <Stack gap="lg">
      <FieldList rows={rows} labelWidth={90} />
      <Changes id={row.id} changes={row.changes} />
    </Stack>
  );
}

/** The hash shortened, the whole of it in its title and copied by the button beside it. */
function Hash({ hash }: { hash: string }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <Code dir="ltr" title={hash}>
        {`${hash.slice(0, HASH_SHOWN)}…`}
      </Code>
      <CopyButton value={hash}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t`Copied` : t`Copy`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={copy}
              aria-label={copied ? t`Copied` : t`Copy the whole hash`}
            >
              {copied ? (
                <IconCheck size={14} aria-hidden="true" />
              ) : (
                <IconCopy size={14} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * What changed, field by field: before, then after (the arrow points along the reading
 * direction). Personal data comes masked from the server.
 */
function Changes({ id, changes }: { id: string; changes: AuditRow["changes"] }) {
  const { t } = useLingui();
  const headingId = `audit-changes-${id}`;
  const fields = Object.entries(changes ?? {});
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} fz="h5" id={headingId} mb="sm">
        {t`Changes`}
      </Title>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`This row records no changed field.`}
        </Text>
      ) : (
        <Box component="ul" aria-labelledby={headingId} style={LIST}>
          {fields.map(([field, change]) => (
            <Box component="li" key={field}>
              <Text size="sm" fw={600} mb={4}>
                <Code dir="ltr">{field}</Code>
              </Text>
              <Group gap="xs" align="flex-start" wrap="wrap">
                <Value value={change.before} />
                <DirectionalIcon
                  icon={IconArrowRight}
                  size={16}
                  aria-hidden="true"
                  style={{ marginTop: 3, flexShrink: 0 }}
                />
                {/* Said between the two (" changed to "), the arrow shown instead. */}
                <VisuallyHidden>{` ${t`changed to`} `}</VisuallyHidden>
                <Value value={change.after} />
              </Group>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * One side of a change: empty (null) as an em dash, text as it is (in its own direction), a
 * number or a yes/no as written, a list or an object as indented JSON.
 */
function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Nothing />;
  if (typeof value === "object") {
    return (
      <Code block dir="ltr" maw="100%" style={WRAP}>
        {JSON.stringify(value, null, 2)}
      </Code>
    );
  }
  if (typeof value === "string") {
    return (
      <Text span size="sm" dir="auto" style={WRAP}>
        {value}
      </Text>
    );
  }
  // A number, a yes/no (or anything else JSON has): as JSON writes it.
  return (
    <Text span size="sm" dir="ltr">
      {JSON.stringify(value)}
    </Text>
  );
}
