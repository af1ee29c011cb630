import { createFileRoute, redirect } from "@tanstack/react-router";

/**
 * The withdrawal report's old address: SPEC names it /reports/withdrawal_result. A saved link or bookmark still
 * opens the report, with its dates (the search string as it came, so nothing in it is lost).
 */
export const Route = createFileRoute("/_signedIn/(wallet)/reports/withdraw_result")({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/reports/withdrawal_result${location.searchStr}`, replace: true });
  },
});
