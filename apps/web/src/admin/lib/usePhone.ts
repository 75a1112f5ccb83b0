import { useMediaQuery } from "@mantine/hooks";

/** A phone's width in the admin panel (SPEC 9: under 768 px). */
export const PHONE_QUERY = "(max-width: 47.99em)";

/** Whether the admin panel is on a phone's width (false until the browser has said). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY) ?? false;
}
