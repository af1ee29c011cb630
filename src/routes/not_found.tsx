import { createFileRoute } from "@tanstack/react-router";
import { NotFound } from "../ui/not-found.tsx";

export const Route = createFileRoute("/not_found")({
  component: NotFound,
});
