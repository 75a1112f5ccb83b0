import { createFileRoute } from "@tanstack/react-router";
import { AdminPlaceholder } from "../../features/admin/AdminPlaceholder";

export const Route = createFileRoute("/admin/")({ component: AdminPlaceholder });
