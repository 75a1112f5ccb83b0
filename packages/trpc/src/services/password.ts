import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  PASSWORD_MESSAGES,
  passwordRuleError,
  type PasswordProblem,
} from "../rules/registration.js";

/**
 * zxcvbn's score (0-4) a user's password must reach: 3 means about 10^10 guesses or more. Lower
 * scores are common passwords, keyboard walks, dates, the product's or the person's name with a
 * digit and a symbol added ("Password1!", "Bayan2026!"): refused (docs/users.md).
 */
export const MIN_PASSWORD_SCORE = 3;

/** The product's name, known to anyone guessing ("Bayan2026!" is common, not personal). */
const PRODUCT_WORDS: readonly string[] = ["bayan", "بيان"];

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
 * What zxcvbn is told the person is known by: the product's name, and the person's name and
 * address whole, run together ("sarahaddad"), word by word and in their parts ("sara.haddad5658",
 * "sara", "haddad5658", "haddad"), so a password made of them is guessed as an attacker who knows
 * the person would guess it.
 */
export function personalWords(person: { name?: string | null; email?: string | null }): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  const add = (word: string) => {
    if (word.length >= 3) words.add(word);
  };
  const name = (person.name ?? "").toLowerCase().trim();
  if (name) {
    const parts = name.split(/[\s.'-]+/).filter(Boolean);
    add(name);
    add(parts.join(""));
    add([...parts].reverse().join(""));
    parts.forEach(add);
  }
  const email = (person.email ?? "").toLowerCase().trim();
  if (email) {
    const [local = "", domain = ""] = email.split("@");
    add(email);
    add(local);
    add(local.replace(/[^\p{L}]+/gu, ""));
    for (const part of local.split(/[.+_-]+/)) {
      add(part);
      add(part.replace(/\d+/g, ""));
    }
    add(domain);
  }
  return [...words];
}

/**
 * Whether the password's letters are nothing but the person's name and address, in any order
 * ("Haddad-Sara-2024!", "Example.com1!Sara"): digits and symbols around them add little for an
 * attacker who knows the person, though zxcvbn counts them as random.
 */
export function onlyPersonalLetters(
  password: string,
  person: { name?: string | null; email?: string | null },
): boolean {
  const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}]+/gu, "");
  const letters = lettersOf(password);
  const parts = new Set(
    [person.name ?? "", person.email ?? ""]
      .flatMap((text) => text.split(/[^\p{L}]+/u))
      .map(lettersOf)
      .filter((part) => part.length >= 2),
  );
  if (letters.length === 0 || parts.size === 0) return false;
  // Can the letters be cut into known parts? (reachable[i]: the first i letters can.)
  const reachable = [true, ...Array<boolean>(letters.length).fill(false)];
  for (let i = 0; i < letters.length; i++) {
    if (!reachable[i]) continue;
    for (const part of parts) if (letters.startsWith(part, i)) reachable[i + part.length] = true;
  }
  return reachable[letters.length]!;
}

/**
 * Why `password` may not be used, or null: the settings hint's rule first (SPEC 5), then how
 * guessable it is, counting the person's own name and address and the product's name as known
 * (refused as "personal" when one of them is what makes it guessable). The reason is a key
 * (`password.*`).
 */
export async function passwordProblem(
  password: string,
  person: { name?: string | null; email?: string | null } = {},
): Promise<PasswordProblem | null> {
  const rule = passwordRuleError(password);
  if (rule) return rule;
  if (onlyPersonalLetters(password, person)) return PASSWORD_MESSAGES.personal;
  const result = (await checker()).check(password, personalWords(person));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const personal = result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      match.dictionaryName === "userInputs" &&
      !PRODUCT_WORDS.includes(String(match.matchedWord)),
  );
  return personal ? PASSWORD_MESSAGES.personal : PASSWORD_MESSAGES.common;
}
