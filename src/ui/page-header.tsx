import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ChevronLeftIcon } from "./icons.tsx";

/** The title of a signed-in sub-screen with a back button (history back, else home). */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <div className="page-header">
      <button
        type="button"
        className="page-header__back"
        aria-label={t`Back`}
        onClick={() => {
          if (window.history.length > 1) router.history.back();
          else void router.navigate({ to: "/home" });
        }}
      >
        <ChevronLeftIcon />
      </button>
      <h1 className="page-header__title">{title}</h1>
      {action ? <div className="page-header__action">{action}</div> : null}
    </div>
  );
}
