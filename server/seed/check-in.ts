/**
 * Demo check-in history: every seeded player checked in on the two GMT+8 days before the seed's day, the
 * first two days of the default cycle (points, already part of their seeded `point`), so a demo login shows
 * a streak of 2 with today's claim (day 3, a bonus) open.
 */
import { defaultCheckInRewards } from "../../src/api/contract/check-in.ts";
import type { Db } from "../db/open.ts";
import { checkIns, players } from "../db/schema.ts";
import { previousPlatformDay } from "../services/check-in.ts";
import { platformDay, platformDayStartOf } from "../services/dates.ts";
import { newId } from "../services/ids.ts";

const HOUR_MS = 60 * 60 * 1000;

export async function seedCheckIns(db: Db, now: Date): Promise<void> {
  const yesterday = previousPlatformDay(platformDay(now));
  const days = [previousPlatformDay(yesterday), yesterday];
  const people = await db.select({ id: players.id, tenantId: players.tenantId }).from(players);
  const rows = people.flatMap((p) =>
    days.map((day, index) => {
      const reward = defaultCheckInRewards[index] as (typeof defaultCheckInRewards)[number];
      return {
        id: newId(),
        tenantId: p.tenantId,
        playerId: p.id,
        day,
        streak: index + 1,
        cycleDay: index + 1,
        rewardKind: reward.kind,
        rewardAmount: reward.amount,
        idempotencyKey: `seed-check-in-${day}`,
        // mid-morning GMT+8 of that day
        createdAt: new Date(platformDayStartOf(day).getTime() + 9 * HOUR_MS),
      };
    }),
  );
  if (rows.length > 0) await db.insert(checkIns).values(rows);
}
