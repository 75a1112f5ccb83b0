/**
 * Bayan's social profiles. The spec names the networks but not the addresses; these are the
 * expected handles and are kept here so they can be corrected in one place.
 */
export const SOCIAL_LINKS = {
  linkedin: "https://www.linkedin.com/company/bayan-learning",
  instagram: "https://www.instagram.com/bayan.learning",
  facebook: "https://www.facebook.com/bayan.learning",
  youtube: "https://www.youtube.com/@bayan.learning",
  tiktok: "https://www.tiktok.com/@bayan.learning",
  snapchat: "https://www.snapchat.com/add/bayan.learning",
} as const;

/**
 * The contact details on the contact page (SPEC 2.6). The spec gives only the city; the e-mail
 * address and phone number are placeholders until the real ones exist.
 */
export const CONTACT_DETAILS = {
  email: "contact@bayan.app",
  /** As shown; `phoneHref` is the same number for `tel:` links. */
  phone: "+962 6 500 0000",
  phoneHref: "tel:+96265000000",
} as const;
