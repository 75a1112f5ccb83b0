import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../test/render.js";
import { EmptyState } from "./EmptyState.js";

describe("EmptyState", () => {
  it("shows the title, hint and action, with the icon hidden from assistive technology", () => {
    renderUi(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No messages"
        hint="This folder is empty"
        action={<button>Compose</button>}
        titleOrder={3}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "No messages" })).toBeInTheDocument();
    expect(screen.getByText("This folder is empty")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Compose" })).toBeInTheDocument();
    expect(screen.getByTestId("icon").closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("needs neither hint nor action, and is not a heading unless asked", () => {
    renderUi(<EmptyState icon={<svg />} title="Nothing yet" />);
    expect(screen.getByText("Nothing yet")).toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
