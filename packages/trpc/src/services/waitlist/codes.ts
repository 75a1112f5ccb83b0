import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

/** A new referral code: 8 characters, about 10^12 of them (uniqueness is the column's index). */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
