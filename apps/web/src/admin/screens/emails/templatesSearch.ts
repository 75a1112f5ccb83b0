import { EMAIL_TEMPLATE_NAMES, languages, type EmailTemplateName } from "@bayan/trpc/rules";
import { oneOf, type RawSearch } from "../../lib/listSearch";

/** /admin/emails/templates?template=waitlist-invite&language=ar (the first one, English, unsaid). */
export interface TemplatesSearch {
  template?: EmailTemplateName;
  language?: "ar";
}

export function validateTemplatesSearch(search: RawSearch): TemplatesSearch {
  const template = oneOf(EMAIL_TEMPLATE_NAMES, search.template);
  const language = oneOf(languages, search.language);
  return {
    ...(template && template !== EMAIL_TEMPLATE_NAMES[0] ? { template } : {}),
    ...(language === "ar" ? { language } : {}),
  };
}
