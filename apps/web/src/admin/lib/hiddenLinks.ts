/** Where a link's token goes in a stored email (docs/links.md): the server never stores a token. */
const LINK_SLOT = /\{\{link-token:[a-z-]+\}\}/g;

/** An email's text with each link's slot shown as `hidden` (a word in the admin's language). */
export const withHiddenLinks = (text: string, hidden: string) => text.replace(LINK_SLOT, hidden);
