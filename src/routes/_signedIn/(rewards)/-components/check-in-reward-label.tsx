import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { CheckInReward as Reward } from "../../../../api/contract/check-in.ts";
import { checkInBonusCurrency } from "../../../../api/contract/check-in.ts";
import { Money } from "../../../../ui/money.tsx";

/** A check-in reward as the player reads it: "30 points", or a bonus amount in MYR. */
export function CheckInRewardLabel({ reward }: { reward: Reward }) {
  const { i18n } = useLingui();
  if (reward.kind === "bonus") return <Money value={reward.amount} currency={checkInBonusCurrency} />;
  return <span>{i18n._(msg({ message: plural(reward.amount, { one: "# point", other: "# points" }) }))}</span>;
}
