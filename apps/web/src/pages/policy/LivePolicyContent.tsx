import { useQuery } from "@tanstack/react-query";
import { useLanguage } from "../../i18n/useLanguage";
import { useTRPC } from "../../lib/trpc";
import { PolicyContent, type PolicyPageProps } from "./PolicyContent";

export function LivePolicyContent(props: PolicyPageProps) {
  const { language } = useLanguage();
  const trpc = useTRPC();
  // The key includes the language, so switching languages loads that language's sections.
  const query = useQuery(
    trpc.content.published.queryOptions(
      { document: props.document, language },
      { meta: { errorMessage: props.logMessage } },
    ),
  );
  return <PolicyContent {...props} query={query} />;
}
