import { useLingui } from "@lingui/react/macro";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { reloadOnceForStaleChunk } from "../lib/chunk-reload.ts";

/** The error boundary of every route (SPEC §8). A screen whose code failed to load reloads the page once. */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  useEffect(() => {
    reloadOnceForStaleChunk(error);
  }, [error]);
  return (
    <main className="not-found" role="alert">
      <h1 className="not-found__title">{t`enter error boundary`}</h1>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        <span>{t`Try again`}</span>
      </button>
    </main>
  );
}
