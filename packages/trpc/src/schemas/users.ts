import { suppressionReasons } from "@bayan/db/enums";
import { userRoles, userStatuses } from "@bayan/db/platform-enums";
import { z } from "zod";
import {
  emailSchema,
  idInput,
  isoDateTime,
  languageSchema,
  optionalQuery,
  paginationOutput,
  paginationQuery,
  safeText,
  sortByQuery,
  sortDirQuery,
} from "./common.js";
import { deliveryStatusSchema } from "./outbox.js";
import { PASSWORD_MESSAGES, passwordRuleError } from "../rules/registration.js";

export {
  INVITATION_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordRuleError,
} from "../rules/registration.js";

export { userRoles, userStatuses };
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** SPEC 9: the users table shows 10 per page. */
export const USERS_PAGE_SIZE = 10;

/** An invitation link works for 14 days (issue 12). */
export const INVITATION_TTL_DAYS = 14;

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .superRefine((value, ctx) => {
    const error = passwordRuleError(value);
    if (error) ctx.addIssue({ code: "custom", message: error });
  });

/** A person's name: 2 to 100 characters after trimming. */
export const userNameSchema = safeText("Name", "users.nameRequired")
  .trim()
  .min(2, { error: "users.nameTooShort" })
  .max(100, { error: "users.nameTooLong" });

export const userSortFields = ["joinedAt", "name", "role", "status", "lastActiveAt"] as const;
export type UserSortField = (typeof userSortFields)[number];

/** SPEC 2.10's list: search, status and role filters, sorting; newest first unless told. */
export const userListQuery = paginationQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  /** Part of the name or email, any case; % and _ are taken literally. */
  search: optionalQuery(safeText("Search").trim().max(254)),
  status: optionalQuery(userStatusSchema),
  role: optionalQuery(userRoleSchema),
  sortBy: sortByQuery(userSortFields, "joinedAt"),
  sortDir: sortDirQuery,
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  status: userStatusSchema,
  language: languageSchema,
  interests: z.string().nullable(),
  notes: z.string().nullable(),
  /** The waitlist entry the person registered from, or null (added by the admin). */
  waitlistEntryId: z.string().nullable(),
  joinedDate: isoDateTime,
  /** Last sign-in or registration; null never (kept nullable for accounts made otherwise). */
  lastActive: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /**
   * Why the address is never mailed, when it is on the suppression list (docs/email-delivery.md):
   * unsubscribed, bounced, a spam complaint...; null when it may be mailed.
   */
  suppressed: z.enum(suppressionReasons).nullable(),
});
export type UserDto = z.infer<typeof userOutput>;

export const userListOutput = z.object({
  items: z.array(userOutput),
  pagination: paginationOutput,
});

/** What PATCH /users/{id} takes: any of name, email, role, status. */
export const userUpdateBody = z.object({
  name: userNameSchema.optional(),
  email: emailSchema.optional(),
  role: userRoleSchema.optional(),
  status: userStatusSchema.optional(),
  notes: safeText("Notes").trim().max(2000).nullable().optional(),
});
export const userUpdateInput = idInput
  .extend(userUpdateBody.shape)
  .refine(
    (v) => Object.keys(v).some((key) => key !== "id" && v[key as keyof typeof v] !== undefined),
    { message: "users.nothingToChange" },
  );

/** A message to a user, by email (SPEC 2.10's send-message box). */
export const userMessageBody = z.object({
  subject: safeText("Subject").trim().max(200).optional(),
  message: safeText("Message", "users.messageRequired")
    .trim()
    .min(1, { error: "users.messageRequired" })
    .max(10_000, { error: "users.messageTooLong" }),
});
export const userMessageInput = idInput.extend(userMessageBody.shape);

export const userMessageOutput = z.object({
  delivery: deliveryStatusSchema,
  message: z.string(),
});

/** Add user: an invitation to register, with the name and role the admin chose. */
export const userInviteInput = z.object({
  email: emailSchema,
  name: userNameSchema.optional(),
  role: userRoleSchema.default("student"),
  language: languageSchema.default("en"),
});
export type UserInviteInput = z.input<typeof userInviteInput>;

export const invitationOutput = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: userRoleSchema,
  language: languageSchema,
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
});

export const userInviteOutput = z.object({
  invitation: invitationOutput,
  delivery: deliveryStatusSchema,
  message: z.string(),
});

/** A registration link's token: 43 base64url characters (32 random bytes). */
export const invitationTokenSchema = z
  .string({ error: "registration.tokenRequired" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "registration.tokenInvalid" });

/**
 * What the registration page learns of its link before showing the form: valid (with the
 * address it registers and the language to greet in), used, expired (or replaced by a newer
 * one), or unknown. Never more than that about someone else's invitation.
 */
export const invitationStates = ["valid", "used", "expired", "unknown"] as const;
export const invitationCheckOutput = z.object({
  state: z.enum(invitationStates),
  email: z.string().nullable(),
  name: z.string().nullable(),
  language: languageSchema.nullable(),
});
export type InvitationCheck = z.infer<typeof invitationCheckOutput>;

export const registerInput = z.object({
  token: invitationTokenSchema,
  name: userNameSchema,
  password: passwordSchema,
});
export type RegisterInput = z.input<typeof registerInput>;

export const registerOutput = z.object({
  user: z.object({ name: z.string(), email: z.string(), language: languageSchema }),
  message: z.string(),
});
