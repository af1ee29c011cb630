import { useLingui } from "@lingui/react";
import { useMatch } from "@tanstack/react-router";

/** The title of the screen of the nearest route (its `staticData.title`), translated; "" where it has none. */
export function useRouteTitle(): string {
  const { i18n } = useLingui();
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  return title ? i18n._(title) : "";
}
