import { Alert, Center, Loader, Table, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useErrorText } from "./errorText";

/** A column's heading: its words, or words said to screen readers only (a column of buttons). */
export type PhoneTableHeading = string | { hidden: string };

export interface PhoneTableProps {
  /** The list's query: a spinner while it loads, the server's reason when it failed. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** The spinner's name ("Loading the team"). */
  loadingLabel: string;
  /** Said when the server gave no reason ("Failed to load the team."). */
  failedText: string;
  /** The table's name. */
  label: string;
  /** On a phone's width (usePhone): its headings, and nothing to scroll sideways. */
  phone: boolean;
  /** The width under which the desktop's table scrolls sideways. */
  minWidth: number;
  /** The desktop's headings. */
  headings: readonly PhoneTableHeading[];
  /** A phone's: two columns that fit its width. */
  phoneHeadings: readonly PhoneTableHeading[];
  /** The rows (Table.Tr), laid out for `phone`. */
  children: ReactNode;
}

/**
 * A short list loaded whole (the team, your sessions) as a table: a spinner while it loads, the
 * failure said in an alert, then the table, in two columns on a phone.
 */
export function PhoneTable({
  query,
  loadingLabel,
  failedText,
  label,
  phone,
  minWidth,
  headings,
  phoneHeadings,
  children,
}: PhoneTableProps) {
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  }
  if (query.isError) return <Alert color="red">{errorText(query.error, failedText)}</Alert>;
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : minWidth}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {(phone ? phoneHeadings : headings).map((heading) =>
              typeof heading === "string" ? (
                <Table.Th key={heading}>{heading}</Table.Th>
              ) : (
                <Table.Th key={heading.hidden}>
                  <VisuallyHidden>{heading.hidden}</VisuallyHidden>
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
