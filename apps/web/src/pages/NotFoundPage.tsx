import { useLingui } from "@lingui/react/macro";
import { SimplePage } from "./SimplePage";

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <SimplePage
      title={t`Page not found`}
      description={t`The page you are looking for does not exist or has moved.`}
    >
      {t`The page you are looking for does not exist or has moved.`}
    </SimplePage>
  );
}
