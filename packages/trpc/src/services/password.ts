import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { PASSWORD_MESSAGES, passwordRuleError } from "../schemas/users.js";

/**
 * zxcvbn's score (0-4) a user's password must reach: 3 means about 10^10 guesses or more. Lower
 * scores are common passwords, keyboard walks, dates, the product's or the person's name with a
 * digit and a symbol added ("Password1!", "Bayan2026!"): refused (docs/users.md).
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | null = null;

/** The checker with the common and English dictionaries, loaded on first use (a few MB). */
function checker(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([common, en]) =>
      new ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      }),
  );
  return factory;
}

/**
 * Why `password` may not be used, or null: the settings hint's rule first (SPEC 5), then how
 * guessable it is, counting the person's own name and address and the product's name as known.
 */
export async function passwordProblem(
  password: string,
  person: { name?: string | null; email?: string | null } = {},
): Promise<string | null> {
  const rule = passwordRuleError(password);
  if (rule) return rule;
  const known = ["bayan", "بيان"];
  if (person.name) known.push(...person.name.toLowerCase().split(/\s+/).filter(Boolean));
  if (person.email)
    known.push(
      ...person.email
        .toLowerCase()
        .split(/[@.+_-]+/)
        .filter(Boolean),
    );
  const result = (await checker()).check(password, known);
  return result.score < MIN_PASSWORD_SCORE ? PASSWORD_MESSAGES.common : null;
}
