import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";

export function NotFound() {
  const { t } = useLingui();
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t`Page not found`}</h1>
      <p className="not-found__text">{t`The page you are looking for does not exist or has moved.`}</p>
      <Link to="/" className="button button--primary">
        <span>{t`Back to home`}</span>
      </Link>
    </main>
  );
}
