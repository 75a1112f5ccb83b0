import { useLingui } from "@lingui/react/macro";
import { SimplePage } from "./SimplePage";

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Privacy Policy`}>
      {t`How Bayan collects, uses and protects your information. The full policy will be published here soon.`}
    </SimplePage>
  );
}
