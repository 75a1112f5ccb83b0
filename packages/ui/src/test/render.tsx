import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { Providers } from "../Providers.js";
import { AdminModalsProvider } from "../admin/AdminModalsProvider.js";
import type { Direction } from "../theme.js";

export interface RenderUiOptions extends Omit<RenderOptions, "wrapper"> {
  /** The page direction; left-to-right by default. */
  dir?: Direction;
}

/**
 * Renders inside the real providers (Mantine theme, DirectionProvider) in their test mode (no
 * transitions, no portals), with a modals provider for confirmDelete.
 */
export function renderUi(ui: ReactElement, { dir = "ltr", ...options }: RenderUiOptions = {}) {
  document.documentElement.dir = dir;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers initialDirection={dir} env="test">
        <AdminModalsProvider>{children}</AdminModalsProvider>
      </Providers>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
