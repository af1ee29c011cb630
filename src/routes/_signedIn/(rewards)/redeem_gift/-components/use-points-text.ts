import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** Points as words in the player's language ("1,200 points"), the number in the locale's format. */
export function usePointsText(): (points: number) => string {
  const { i18n } = useLingui();
  return (points) => i18n._(msg({ message: plural(points, { one: "# point", other: "# points" }) }));
}
