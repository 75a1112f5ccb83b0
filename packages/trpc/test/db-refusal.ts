// What the database itself answers to a statement its rules refuse (an append-only table's
// trigger, a constraint), for the suites that check those rules hold below the application.

/** The database's own refusal, under the query error Drizzle wraps it in. */
export async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "accepted";
}
