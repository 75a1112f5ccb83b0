import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render.js";
import { NARROW_CARD_WIDTH, StatCard } from "./StatCard.js";

const icon = <svg data-testid="icon" />;

/** The test DOM lays nothing out: every element measures `width` wide. */
function cardsMeasure(width: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ width, height: 120 }),
  );
}

const figure = (text: string) => screen.getByText(text);
const iconBox = () => screen.getByTestId("icon").closest<HTMLElement>("[aria-hidden='true']")!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("StatCard's figure", () => {
  it("sits beside the icon on a wide card, breaking only between words", () => {
    cardsMeasure(NARROW_CARD_WIDTH + 80);
    renderUi(<StatCard icon={icon} label="Average session duration" value="0m 0s" />);
    expect(figure("0m 0s").style.gridColumn).toBe("1");
    expect(figure("0m 0s").style.overflowWrap).toBe("break-word");
    expect(iconBox().style.gridRow).toBe("1 / span 2");
  });

  it("takes the whole width of a narrow card (a phone's), under the icon, so it stays whole", () => {
    // Two cards a row on a 390 px phone are 172 px wide: "0m 0s" had 82 px beside the icon.
    cardsMeasure(172);
    renderUi(<StatCard icon={icon} label="Average session duration" value="0m 0s" />);
    expect(figure("0m 0s").style.gridColumn).toBe("1 / -1");
    expect(figure("0m 0s").style.gridRow).toBe("2");
    expect(iconBox().style.gridRow).toBe("1");
    expect(figure("0m 0s").closest("[data-narrow]")).not.toBeNull();
  });

  it("keeps its placeholder where the figure will be", () => {
    cardsMeasure(172);
    const { container } = renderUi(<StatCard icon={icon} label="Sessions" value="12" loading />);
    const skeleton = container.querySelector<HTMLElement>(".mantine-Skeleton-root")!;
    expect(skeleton.style.gridColumn).toBe("1 / -1");
  });
});
