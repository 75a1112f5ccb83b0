import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.js";

describe("a CSV cell", () => {
  it("leaves ordinary text, numbers and dates as they are", () => {
    expect(csvCell("Sara Ahmed")).toBe("Sara Ahmed");
    expect(csvCell("sara+news@example.com")).toBe("sara+news@example.com");
    expect(csvCell("سارة")).toBe("سارة");
    expect(csvCell(" Sara")).toBe(" Sara");
    expect(csvCell("a-b=c@d")).toBe("a-b=c@d");
    expect(csvCell("'quoted'")).toBe("'quoted'");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(new Date("2026-05-01T10:00:00.000Z"))).toBe("2026-05-01T10:00:00.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("neutralises a formula character at the start with an apostrophe", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+1+2")).toBe("'+1+2");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("neutralises the full-width forms of = + - @ at the start", () => {
    expect(csvCell("＝1+2")).toBe("'＝1+2");
    expect(csvCell("＋1+2")).toBe("'＋1+2");
    expect(csvCell("－1+2")).toBe("'－1+2");
    expect(csvCell("＠SUM(A1)")).toBe("'＠SUM(A1)");
    // The small forms are the same characters to NFKC as well.
    expect(csvCell("﹦1+2")).toBe("'﹦1+2");
  });

  it("neutralises a formula character behind leading spaces or control characters", () => {
    expect(csvCell(" =1+2")).toBe("' =1+2");
    expect(csvCell("   +1+2")).toBe("'   +1+2");
    expect(csvCell("\u00a0=1+2")).toBe("'\u00a0=1+2");
    expect(csvCell("\u3000＝1+2")).toBe("'\u3000＝1+2");
    expect(csvCell("\u000b@SUM(A1)")).toBe("'\u000b@SUM(A1)");
    expect(csvCell("\n=1+2")).toBe('"\'\n=1+2"');
  });

  it("neutralises a tab, carriage return or line feed at the start, and quotes the cell", () => {
    expect(csvCell("\tnote")).toBe('"\'\tnote"');
    expect(csvCell("\rnote")).toBe('"\'\rnote"');
    expect(csvCell("\nnote")).toBe('"\'\nnote"');
  });

  it("quotes cells holding a comma, semicolon, tab, quote or line break", () => {
    expect(csvCell("Sara, Omar")).toBe('"Sara, Omar"');
    expect(csvCell("x;=1+2")).toBe('"x;=1+2"');
    expect(csvCell("x\t=1+2")).toBe('"x\t=1+2"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("＝1;2")).toBe('"\'＝1;2"');
  });

  it("joins a row with commas and ends it with CRLF", () => {
    expect(csvRow(["a", "=b", null, 3])).toBe("a,'=b,,3\r\n");
  });
});
