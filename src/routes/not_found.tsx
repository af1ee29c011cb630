import { createFileRoute } from "@tanstack/react-router";
import { NotFoundScreen } from "./-components/not-found-screen.tsx";

export const Route = createFileRoute("/not_found")({
  component: NotFoundScreen,
});
