import { createFileRoute } from "@tanstack/react-router";
import { WithdrawScreen } from "./withdraw/-components/withdraw-screen.tsx";

export const Route = createFileRoute("/_signedIn/withdraw")({
  component: WithdrawScreen,
});
