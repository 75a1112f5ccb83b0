import { z } from "zod";

export const languages = ["en", "ar"] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/**
 * The spec's email shape (SPEC 5): non-space text, an at sign, non-space text, a dot, non-space
 * text. Used by the waitlist and contact forms in the browser and by the server.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** An email as stored: trimmed, lower-cased, of the spec's shape, at most 254 characters. */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .regex(EMAIL_PATTERN, "Invalid email address");

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateTime = z.iso.datetime();
