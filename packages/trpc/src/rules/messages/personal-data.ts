// Data rights (docs/data-rights.md): a person erases their data from the status page, or an
// administrator does it for an address.

export const PERSONAL_DATA_PUBLIC = {
  "privacy.erased":
    "Your data is erased: your place, your referral link and the emails sent to you are gone, and this address will not be emailed again",
} as const;

export const PERSONAL_DATA_ADMIN = {
  "privacy.erasedFor": "The data of {email} is erased and the address will not be emailed again",
  "privacy.nothingFound": "Nothing is kept about this address",
} as const;
