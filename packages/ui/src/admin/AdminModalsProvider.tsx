import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/CloseButton.css";

import { ModalsProvider } from "@mantine/modals";
import type { ReactNode } from "react";

export interface AdminModalsProviderProps {
  children: ReactNode;
}

/**
 * @mantine/modals' `ModalsProvider` with the Modal styles loaded: what `confirmDelete` needs
 * mounted above the admin screens. A plain `ModalsProvider` works as well.
 */
export function AdminModalsProvider({ children }: AdminModalsProviderProps) {
  return <ModalsProvider modalProps={{ centered: true }}>{children}</ModalsProvider>;
}
