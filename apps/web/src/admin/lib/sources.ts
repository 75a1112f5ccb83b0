import type { Language } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

/**
 * Where a waitlist entry or a message came from (`source`, any text of 1-64 characters to the
 * server). The product's own forms send two values, which are named in the interface language:
 * the landing page's waitlist form (`landing-page`, src/features/waitlist/WaitlistForm.tsx) and
 * the contact form (`contact-page`, src/pages/contact/ContactForm.tsx). Any other value (sent by
 * an API client: "twitter", "referral"...) is shown as it was stored.
 */
export function useSourceLabel(): (source: string) => string {
  const { t } = useLingui();
  return useMemo(() => {
    const known: Record<string, string> = {
      "landing-page": t`Landing page`,
      "contact-page": t`Contact page`,
    };
    return (source: string) => (Object.hasOwn(known, source) ? known[source]! : source);
  }, [t]);
}

/** The two interface languages' names, in the interface language. */
export function useLanguageNames(): Record<Language, string> {
  const { t } = useLingui();
  return useMemo(() => ({ en: t`English`, ar: t`Arabic` }), [t]);
}
