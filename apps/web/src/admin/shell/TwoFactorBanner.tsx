import { useLingui } from "@lingui/react/macro";
import { Alert, Anchor } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ROLE_LABELS, useMember } from "../auth/member";

/**
 * Over every screen while the owner requires two-factor sign-in of the member's role and it is
 * not on yet (`twoFactorNeeded`, docs/team.md): until then the server refuses everything else
 * (403 `auth.twoFactorRequired`), so it points to Settings > Security, which still works.
 */
export function TwoFactorBanner() {
  const { t, i18n } = useLingui();
  const member = useMember();
  if (!member?.twoFactorNeeded) return null;
  const role = i18n._(ROLE_LABELS[member.role]);
  return (
    <Alert
      color="orange"
      mb="md"
      icon={<IconShieldLock size={18} aria-hidden="true" />}
      title={t`Turn on two-factor sign-in`}
    >
      {t`The owner requires two-factor sign-in for your role (${role}). Until it is on, the other screens cannot load.`}{" "}
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/admin/settings" search={{ tab: "security" }} />
        )}
      >
        {t`Go to Settings > Security`}
      </Anchor>
    </Alert>
  );
}
