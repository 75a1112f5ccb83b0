import { useLingui } from "@lingui/react/macro";
import { SimplePage } from "./SimplePage";

export function TermsPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Terms of Service`}>
      {t`The rules for using Bayan. The full terms will be published here soon.`}
    </SimplePage>
  );
}
