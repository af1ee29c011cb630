import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { LoadFailed } from "../../../../flows/load-failed.tsx";
import { useRouteTitle } from "../../-components/route-title.ts";

/**
 * An event, post or page that could not be read (deleted, another tenant's, a bad link): the screen (its title the
 * route's staticData.title) says so.
 */
export function ContentMissing(props: ErrorComponentProps) {
  const { t } = useLingui();
  const title = useRouteTitle();
  return (
    <LoadFailed
      {...props}
      title={title}
      message={() => t`This is no longer available`}
      action={
        <Link to="/event" className="link">
          {t`Back to events`}
        </Link>
      }
    />
  );
}
