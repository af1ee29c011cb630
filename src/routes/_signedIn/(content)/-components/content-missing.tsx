import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, Link } from "@tanstack/react-router";
import { ApiError } from "../../../../api/client.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RouteError } from "../../../../ui/route-error.tsx";

/** An event, post or page that could not be read (deleted, another tenant's, a bad link): the screen says so. */
export function ContentMissing({ title, ...props }: ErrorComponentProps & { title: string }) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={title} />
      <EmptyState
        title={t`This is no longer available`}
        action={
          <Link to="/event" className="link">
            {t`Back to events`}
          </Link>
        }
      />
    </main>
  );
}
