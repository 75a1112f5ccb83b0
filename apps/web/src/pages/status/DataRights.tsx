import "@mantine/core/styles/Alert.css";

import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconDatabaseOff, IconDownload, IconTrash } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Said } from "../../lib/pageText";
import { saveJson } from "../../lib/saveFile";
import { useTRPC } from "../../lib/trpc";
import { ActionAlert, RegisterHeading } from "../register/RegisterViews";

/** The name of the file "Download my data" saves. */
export const MY_DATA_FILE = "bayan-my-data.json";

/** A failed call's error as the tRPC client gives it: its HTTP status. */
type CallError = { data?: { httpStatus?: number } | null } | null;

/**
 * What a failed call by the status link means: the link finds no entry any more (404, 400: erased
 * meanwhile, from another tab), too many tries (429), or anything else (try again). Read from the
 * tRPC error itself, as LiveStatus does.
 */
function callFailure(error: CallError): "gone" | "tooMany" | "other" {
  const status = error?.data?.httpStatus;
  if (status === 404 || status === 400) return "gone";
  if (status === 429) return "tooMany";
  return "other";
}

/**
 * "Erase everything?", asked before the erasure (it cannot be undone): what goes, read out as it
 * appears, its first button focused in place of the one pressed.
 */
function EraseQuestion({
  erasing,
  onErase,
  onCancel,
}: {
  erasing: boolean;
  onErase: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const eraseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => eraseRef.current?.focus(), []);
  return (
    <Alert color="red" variant="light" data-testid="erase-question">
      <Stack gap="sm">
        <Text fw={600}>{t`Erase everything we keep about you?`}</Text>
        <Text>
          {t`Your place on the waitlist, your referral link and its count, and the emails we sent you will be deleted. This cannot be undone, and this address will not be emailed again.`}
        </Text>
        <Group gap="sm">
          <Button ref={eraseRef} color="red.9" loading={erasing} onClick={onErase}>
            {t`Erase everything`}
          </Button>
          <Button variant="default" disabled={erasing} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export interface DataRightsProps {
  /** The status link's token: the person's key to their data. */
  token: string;
  /** The data is erased: the server's answer. */
  onErased: (said: Said) => void;
  /** The link finds no entry any more (erased meanwhile). */
  onGone: () => void;
}

/**
 * "Your data" on the status page (docs/data-rights.md): everything kept about the person's address
 * as a JSON file (`waitlist.statusData`), and its erasure (`waitlist.eraseData`) once they say yes
 * to what goes.
 */
export function DataRights({ token, onErased, onGone }: DataRightsProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const backToErase = useRef(false);
  useEffect(() => {
    // Cancel: focus goes back to the button that asked.
    if (asking || !backToErase.current) return;
    backToErase.current = false;
    eraseButton.current?.focus();
  }, [asking]);

  const failed = (fallback: string) => (error: CallError) => {
    const failure = callFailure(error);
    if (failure === "gone") return onGone();
    if (failure === "other") console.error("The data request failed", error);
    setAlert(
      failure === "tooMany"
        ? t`Too many attempts from your connection. Please wait a few minutes and try again.`
        : fallback,
    );
  };
  const download = useMutation(
    trpc.waitlist.statusData.mutationOptions({
      onSuccess: (data) => {
        saveJson(data, MY_DATA_FILE);
        setSaved(true);
      },
      onError: failed(t`We could not prepare your data. Please try again.`),
    }),
  );
  const erase = useMutation(
    trpc.waitlist.eraseData.mutationOptions({
      onSuccess: (answer) => onErased(answer),
      onError: failed(t`We could not erase your data. Please try again.`),
    }),
  );

  const file = MY_DATA_FILE;
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="data-rights-title"
      data-testid="data-rights"
    >
      <Stack gap={4}>
        <Title order={2} size="h4" id="data-rights-title">
          {t`Your data`}
        </Title>
        <Text c="dimmed">
          {t`Download everything Bayan keeps about your address as a file, or erase it all.`}
        </Text>
      </Stack>
      {asking ? (
        <EraseQuestion
          erasing={erase.isPending}
          onErase={() => {
            setAlert(null);
            if (!erase.isPending) erase.mutate({ token });
          }}
          onCancel={() => {
            backToErase.current = true;
            setAsking(false);
          }}
        />
      ) : (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            loading={download.isPending}
            onClick={() => {
              setAlert(null);
              setSaved(false);
              download.mutate({ token });
            }}
          >
            {t`Download my data`}
          </Button>
          <Button
            ref={eraseButton}
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => {
              setAlert(null);
              setAsking(true);
            }}
          >
            {t`Erase my data`}
          </Button>
        </Group>
      )}
      {saved && (
        <Text size="sm" c="dimmed" role="status">
          {t`Your data was saved as ${file}.`}
        </Text>
      )}
      {alert && <ActionAlert>{alert}</ActionAlert>}
    </Stack>
  );
}

/** After the erasure: it is done, in the server's words, and the way home. */
export function DataErasedView({ said }: { said: string }) {
  const { t } = useLingui();
  return (
    <Stack gap="md" data-testid="status-erased">
      <Text c="dimmed" lh={0}>
        <IconDatabaseOff size={40} aria-hidden="true" />
      </Text>
      <RegisterHeading focus>{t`Data erased`}</RegisterHeading>
      <Text size="lg">{said}</Text>
      <Group gap="lg">
        <Anchor href="/">{t`Go to the home page`}</Anchor>
      </Group>
    </Stack>
  );
}
