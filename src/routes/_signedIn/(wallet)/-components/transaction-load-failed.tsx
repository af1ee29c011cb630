import { useLingui } from "@lingui/react/macro";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { LoadFailed } from "../../../../flows/load-failed.tsx";
import { useRouteTitle } from "../../-components/route-title.ts";

/**
 * A screen about one transaction whose transaction could not be read: the API's refusal is "Transaction not found"
 * under the screen's own title (the route's staticData.title); anything else is the app's error page.
 */
export function TransactionLoadFailed(props: ErrorComponentProps) {
  const { t } = useLingui();
  const title = useRouteTitle();
  return <LoadFailed {...props} title={title} message={() => t`Transaction not found`} />;
}
