import { z } from "zod";
import { languageSchema } from "./common.js";

/** An unsubscribe link's token: 43 base64url characters (32 random bytes, docs/links.md). */
export const unsubscribeTokenSchema = z
  .string({ error: "email.tokenInvalid" })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "email.tokenInvalid" });
export const unsubscribeTokenInput = z.object({ token: unsubscribeTokenSchema });

/** What the unsubscribe page shows for its link (docs/email-delivery.md). */
export const unsubscribeCheckOutput = z.object({
  /** subscribed: the button; unsubscribed: already done (the address is on the list). */
  state: z.enum(["subscribed", "unsubscribed"]),
  /** The language of the email the link came in: the page greets in it. */
  language: languageSchema,
  /** The address masked (j***@gmail.com), so the person sees which address it is. */
  email: z.string(),
});
export type UnsubscribeCheck = z.infer<typeof unsubscribeCheckOutput>;
