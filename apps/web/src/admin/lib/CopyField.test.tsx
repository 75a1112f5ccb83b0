import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { CopyField } from "./CopyField";

const MONOSPACE = "var(--mantine-font-family-monospace)";

describe("CopyField", () => {
  it("sets a secret's value in monospace, and its label in the interface's font", async () => {
    await renderApp(
      <CopyField
        label="Or type this secret into the app"
        value="JBSWY3DP"
        copyLabel="Copy"
        ff="monospace"
      />,
      { api: fakeApi({}) },
    );
    const input = screen.getByRole("textbox", { name: "Or type this secret into the app" });
    expect(input).toHaveValue("JBSWY3DP");
    expect(input.style.fontFamily).toBe(MONOSPACE);
    // Neither the label nor the field around it (Mantine's `ff` went there, label and all).
    const label = screen.getByText("Or type this secret into the app");
    for (let node: HTMLElement | null = label; node && node !== input; node = node.parentElement) {
      expect(node.style.fontFamily).toBe("");
    }
  });

  it("keeps the interface's font without `ff`", async () => {
    await renderApp(<CopyField label="Link" value="https://x.example" copyLabel="Copy" />, {
      api: fakeApi({}),
    });
    expect(screen.getByRole("textbox", { name: "Link" }).style.fontFamily).toBe("");
  });
});
