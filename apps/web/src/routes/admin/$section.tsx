import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../features/admin/AdminPlaceholder";

// Every section shows the same placeholder until the admin shell exists (unknown -> dashboard).
export const Route = createFileRoute("/admin/$section")({ component: AdminPlaceholder });
