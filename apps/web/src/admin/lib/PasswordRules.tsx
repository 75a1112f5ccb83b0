import { PASSWORD_MIN_LENGTH } from "@bayan/trpc/rules/registration";
import { useLingui } from "@lingui/react/macro";
import { List, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useAdminFormat } from "./format";

/**
 * Each rule of the password hint (SPEC 5, the registration's rule), checked as a person types
 * (the server checks them too, and refuses a password too easy to guess or built on the name).
 */
export const PASSWORD_RULES = [
  { key: "length", test: (p: string) => [...p].length >= PASSWORD_MIN_LENGTH },
  { key: "lowercase", test: (p: string) => /\p{Ll}/u.test(p) },
  { key: "uppercase", test: (p: string) => /\p{Lu}/u.test(p) },
  { key: "number", test: (p: string) => /\p{N}/u.test(p) },
  { key: "special", test: (p: string) => /[^\p{L}\p{N}\s]/u.test(p) },
] as const;

/** Whether a password meets every rule of the hint. */
export const meetsPasswordRules = (password: string) =>
  PASSWORD_RULES.every((rule) => rule.test(password));

/**
 * The rules in one sentence, for the new password's description; its length in the admin's
 * number format (Arabic-Indic digits in Arabic), as in the list.
 */
export function usePasswordHint(): string {
  const { t } = useLingui();
  const min = useAdminFormat().number(PASSWORD_MIN_LENGTH);
  return t`At least ${min} characters with uppercase, lowercase, a number and a special character.`;
}

/**
 * The rules as a list, each "met" or "not yet" for what is typed (Settings > Security, the team
 * invitation's acceptance page).
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useLingui();
  const min = useAdminFormat().number(PASSWORD_MIN_LENGTH);
  const labels: Record<(typeof PASSWORD_RULES)[number]["key"], string> = {
    length: t`At least ${min} characters`,
    lowercase: t`A lowercase letter`,
    uppercase: t`An uppercase letter`,
    number: t`A number`,
    special: t`A special character`,
  };
  return (
    <List spacing={4} size="sm" aria-label={t`Password rules`} center>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.key}
            icon={
              <ThemeIcon size={18} radius="xl" color={met ? "teal" : "gray"} variant="light">
                {met ? (
                  <IconCheck size={12} aria-hidden="true" />
                ) : (
                  <IconX size={12} aria-hidden="true" />
                )}
              </ThemeIcon>
            }
          >
            {labels[rule.key]}
            {": "}
            {met ? t`met` : t`not yet`}
          </List.Item>
        );
      })}
    </List>
  );
}
