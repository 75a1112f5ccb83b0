import { msg } from "@lingui/core/macro";
import type { ServerTexts } from "../../../lib/serverText";

/** The server's answers to `content.save` (SPEC 8 and the save's validation), in English as sent. */
export const POLICY_SERVER_TEXTS: ServerTexts = {
  "Privacy Policy updated successfully": msg`Privacy Policy updated successfully`,
  "Terms of Service updated successfully": msg`Terms of Service updated successfully`,
  "Failed to save content": msg`Failed to save content`,
  "Title is required": msg`Title is required`,
  "Title must not be blank": msg`Title must not be blank`,
  "Title is too long": msg`Title is too long`,
  "Content is required": msg`Content is required`,
  "Content must not be blank": msg`Content must not be blank`,
  "Content is too long": msg`Content is too long`,
  "Order must be a whole number": msg`Order must be a whole number`,
};
