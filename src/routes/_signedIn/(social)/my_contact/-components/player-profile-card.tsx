import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useId } from "react";
import type { PlayerCard as PlayerCardData } from "../../../../../api/contract/friends.ts";
import { PlayerAvatar } from "../../../../../ui/player-avatar.tsx";
import { playerName } from "../../../../../ui/player-name.ts";
import { VipBadge } from "../../../../../ui/vip-badge.tsx";

/** Another player as anyone of the tenant sees them: picture, name, member UID, VIP tier; what to do below. */
export function PlayerProfileCard({ player, children }: { player: PlayerCardData; children?: ReactNode }) {
  const { t } = useLingui();
  const nameId = useId();
  const name = playerName(player);
  return (
    <section className="card player-card" aria-labelledby={nameId}>
      <div className="player-card__who">
        <PlayerAvatar avatar={player.avatar} name={name} size={56} />
        <div className="player-card__text">
          <h2 className="player-card__name" id={nameId}>
            {name}
          </h2>
          <p className="player-card__meta">
            <span>
              {t`UID`} {player.member_uid}
            </span>
            <VipBadge tier={player.vip_tier} />
          </p>
        </div>
      </div>
      {children}
    </section>
  );
}
