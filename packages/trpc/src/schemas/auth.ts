import { z } from "zod";
import { safeText } from "./common.js";

export const loginInput = z.object({
  password: safeText("Password", "password.required").min(1, "password.required").max(1024),
});

export const loginOutput = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});
