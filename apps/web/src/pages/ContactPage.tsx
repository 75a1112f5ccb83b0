import { useLingui } from "@lingui/react/macro";
import { SimplePage } from "./SimplePage";

export function ContactPage() {
  const { t } = useLingui();
  return (
    <SimplePage title={t`Contact us`}>
      {t`Questions or ideas? A contact form is on its way to this page.`}
    </SimplePage>
  );
}
