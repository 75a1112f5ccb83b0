/**
 * Bayan's social profiles. The spec names the networks but not the addresses; these are the
 * expected handles and are kept here so they can be corrected in one place.
 */
export const SOCIAL_LINKS = {
  linkedin: "https://www.linkedin.com/company/bayan-learning",
  instagram: "https://www.instagram.com/bayan.learning",
} as const;
