import { useLingui } from "@lingui/react/macro";
import type { GameCategory, GameTag } from "../api/contract/games.ts";

/** The player's words for a game category (SPEC §1), which is also a game's type. */
export function useCategoryName(): (category: GameCategory) => string {
  const { t } = useLingui();
  const names: Record<GameCategory, string> = {
    casino: t`Casino`,
    slots: t`Slots`,
    fishing: t`Fishing`,
    lottery: t`Lottery`,
    sports: t`Sports`,
    esports: t`Esports`,
    horse: t`Horse racing`,
  };
  return (category) => names[category];
}

/** The player's words for a game's tag. */
export function useTagName(): (tag: GameTag) => string {
  const { t } = useLingui();
  const names: Record<GameTag, string> = { hot: t`Hot`, new: t`New` };
  return (tag) => names[tag];
}
