import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../test/render.js";
import { StatCard } from "./StatCard.js";

const icon = <svg data-testid="icon" />;

describe("StatCard", () => {
  it("shows the label, value, trend in words, a named progress bar and the target", () => {
    renderUi(
      <StatCard
        icon={icon}
        label="Waitlist total"
        value="2,847"
        trend={{ direction: "up", text: "+12% from last month" }}
        progress={{ value: 75, label: "75% of the target" }}
        target="Target: 3,000"
      />,
    );
    expect(screen.getByText("Waitlist total")).toBeInTheDocument();
    expect(screen.getByText("2,847")).toBeInTheDocument();
    expect(screen.getByText("+12% from last month")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "75% of the target" });
    expect(bar).toHaveAttribute("aria-valuenow", "75");
    expect(screen.getByText("Target: 3,000")).toBeInTheDocument();
  });

  it("colours a falling trend differently from a rising one and keeps the icons decorative", () => {
    renderUi(
      <>
        <StatCard icon={icon} label="Up" value="1" trend={{ direction: "up", text: "rising" }} />
        <StatCard
          icon={icon}
          label="Down"
          value="2"
          trend={{ direction: "down", text: "falling" }}
        />
      </>,
    );
    const rising = screen.getByText("rising").parentElement!;
    const falling = screen.getByText("falling").parentElement!;
    expect(rising.style.color).toContain("--bayan-color-trend-up");
    expect(falling.style.color).toContain("--bayan-color-trend-down");
    for (const svg of document.querySelectorAll("svg")) {
      expect(svg.closest("[aria-hidden='true']")).not.toBeNull();
    }
  });

  it("says a trend without a direction in words alone, with no arrow", () => {
    renderUi(
      <StatCard
        icon={icon}
        label="Sign-ups"
        value="25"
        trend={{ text: "25 this week, none last week" }}
      />,
    );
    const words = screen.getByText("25 this week, none last week");
    expect(words.parentElement!.querySelector("svg")).toBeNull();
    expect(words.parentElement!.style.color).toContain("--mantine-color-dimmed");
  });

  it("puts the label, the value and the rest in three rows shared with the cards beside it", () => {
    // A label that wraps makes its row of the surrounding grid taller for every card in it, so
    // the figures stay on one line (grid-template-rows: subgrid; checked in a browser by the
    // dashboard journey).
    renderUi(<StatCard icon={icon} label="Waitlist total in queue" value="25" />);
    const card = screen
      .getByText("Waitlist total in queue")
      .closest<HTMLElement>(".mantine-Paper-root")!;
    expect(card.style.gridTemplateRows).toBe("subgrid");
    expect(card.style.gridRow).toBe("span 3");
    expect(screen.getByText("Waitlist total in queue").nextElementSibling).toHaveTextContent("25");
  });

  it("clamps the bar to 0-100", () => {
    renderUi(
      <StatCard icon={icon} label="Over" value="120%" progress={{ value: 120, label: "Over" }} />,
    );
    expect(screen.getByRole("progressbar", { name: "Over" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
  });

  it("shows placeholders and no figures while loading", () => {
    renderUi(
      <StatCard
        icon={icon}
        label="Pending signups"
        value="1,234"
        trend={{ direction: "down", text: "-3%" }}
        progress={{ value: 60, label: "60%" }}
        target="Target: 2,500"
        loading
      />,
    );
    expect(screen.getByText("Pending signups").closest("[aria-busy='true']")).not.toBeNull();
    expect(screen.queryByText("1,234")).not.toBeInTheDocument();
    expect(screen.queryByText("-3%")).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByText("Target: 2,500")).not.toBeInTheDocument();
  });
});
