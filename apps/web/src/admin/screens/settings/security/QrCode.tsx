import { useLingui } from "@lingui/react/macro";
import { Center, Image, Loader, Text } from "@mantine/core";
import { useEffect, useState } from "react";

/** The QR code's side, in CSS pixels (drawn at twice that for sharp screens). */
const SIZE = 192;

/**
 * An otpauth:// link as a QR code image for the authenticator app to scan. The `qrcode` module is
 * loaded only here, when a member sets up two-factor sign-in: it stays out of the admin chunk. If it
 * cannot be drawn, the secret beside it is typed by hand.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const { t } = useLingui();
  const [drawn, setDrawn] = useState<{ value: string; url: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qrcode) => qrcode.toDataURL(value, { width: SIZE * 2, margin: 1 }))
      .then(
        (url) => live && setDrawn({ value, url }),
        () => live && setDrawn({ value, url: null }),
      );
    return () => {
      live = false;
    };
  }, [value]);

  if (!drawn || drawn.value !== value) {
    return (
      <Center w={SIZE} h={SIZE}>
        <Loader size="sm" aria-label={t`Drawing the QR code`} />
      </Center>
    );
  }
  if (drawn.url === null) {
    return (
      <Text size="sm" c="dimmed">
        {t`The QR code could not be drawn: type the secret below into the app instead.`}
      </Text>
    );
  }
  // White behind it in the dark theme too: scanners need the contrast.
  return <Image src={drawn.url} alt={alt} w={SIZE} h={SIZE} bg="white" radius="sm" />;
}
