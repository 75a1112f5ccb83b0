import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../test/render.js";
import { confirmDelete } from "./confirmDelete.js";

/** A delete button that asks first and prints the answer, as a screen would act on it. */
function DeleteButton() {
  const [answer, setAnswer] = useState("none yet");
  return (
    <>
      <button
        onClick={() => {
          void confirmDelete({
            title: "Delete section",
            message: "Are you sure you want to delete this section?",
            confirmLabel: "Delete",
            cancelLabel: "Cancel",
          }).then((confirmed) => setAnswer(confirmed ? "deleted" : "kept"));
        }}
      >
        Delete section 3
      </button>
      <output>{answer}</output>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderUi(<DeleteButton />);
  await user.click(screen.getByRole("button", { name: "Delete section 3" }));
  const dialog = await screen.findByRole("dialog", { name: "Delete section" });
  return { user, dialog };
}

describe("confirmDelete", () => {
  it("asks with the given words, Cancel focused first", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent("Are you sure you want to delete this section?");
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("resolves true on confirm and closes", async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("deleted")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("resolves false on cancel", async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("kept")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("resolves false on Escape", async () => {
    const { user } = await openDialog();
    await user.keyboard("{Escape}");
    expect(await screen.findByText("kept")).toBeInTheDocument();
  });
});
