import { COURSE_EXCERPT_LENGTH } from "@bayan/trpc/schemas";

/**
 * SPEC 2.11, 9: a card's description is cut at 100 characters (whole characters, never half of
 * an emoji) and ends with an ellipsis when it was cut; the edit form has the full text.
 */
export function excerpt(text: string, length = COURSE_EXCERPT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join("").trimEnd()}…`;
}
