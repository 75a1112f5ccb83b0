// The contact form's rules that need no zod: the web app's contact page reads them without
// loading the schemas (its own chunk: not part of "./rules", which the landing page loads).

/** SPEC 9: contact message length and name minimum. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;
export const CONTACT_NAME_MIN = 2;
/** Messages sent sooner than this after the form appeared are filed as spam. */
export const MIN_FORM_FILL_MS = 2000;
