// What the team invitation's page (/admin/accept, docs/team.md) reads from its address. Runs in
// every route match, before the admin chunk: tiny, like lib/listSearch.
import { defined, textParam, type RawSearch } from "../lib/listSearch";

/** The acceptance page's path: open without a session, drawn without the shell. */
export const isAcceptPath = (pathname: string) => /^\/admin\/accept\/?$/.test(pathname);

/** /admin/accept?token=… (the invitation email's link). */
export function acceptSearch(raw: RawSearch): { token?: string } {
  return defined({ token: textParam(raw.token, 200) });
}
