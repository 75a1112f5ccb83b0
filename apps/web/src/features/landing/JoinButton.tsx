import { Button, type ButtonProps } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowDown } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { scrollToWaitlist } from "../../lib/waitlistScroll";

/** Every "join", "register", "save", "customize" ... button on the landing page: to the form. */
export function JoinButton({ children, ...props }: ButtonProps & { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Button
      radius="xl"
      rightSection={<IconArrowDown size={16} aria-hidden="true" />}
      {...props}
      onClick={() => scrollToWaitlist()}
    >
      {children ?? t`Join the waitlist`}
    </Button>
  );
}
