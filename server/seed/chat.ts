/**
 * Demo chat: a short conversation in each tenant's room among its demo players, spread over the
 * last hours, so /chatroom shows life on a fresh start. One-to-one conversations start once players
 * are friends (the friends seed and the players themselves).
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { chatMessages, players } from "../db/schema.ts";

const MINUTE_MS = 60 * 1000;

/** tenant, sender's username, minutes ago, text */
const roomLines: [string, string, number, string][] = [
  ["harimau", "ahmad88", 340, "Selamat pagi semua! Ada yang main Dragon Fortune hari ini?"],
  ["harimau", "meiling", 332, "早安！我刚刚在 Lucky Koi 赢了一把 🎉"],
  ["harimau", "nurul_h", 318, "Tahniah Mei Ling! Check-in harian dah buat?"],
  ["harimau", "rajesh_k", 250, "Reminder: VIP upgrades happen at 2 AM, don't forget to check your tier tomorrow."],
  ["harimau", "kahwai", 95, "有人知道周末有什么活动吗？"],
  ["harimau", "ahmad88", 88, "Ada event hujung minggu, tengok halaman Events."],
  ["harimau", "demo", 30, "Hi everyone, just joined. Good luck all!"],
  ["lotus", "lotus", 60, "Welcome to the Lotus Jade room 🌸"],
];

export async function seedChat(db: Db, now: Date): Promise<void> {
  const usernames = [...new Set(roomLines.map(([, username]) => username))];
  const rows = await db
    .select({ id: players.id, tenantId: players.tenantId, username: players.username })
    .from(players)
    .where(inArray(players.username, usernames));
  const idOf = new Map(rows.map((r) => [`${r.tenantId}/${r.username}`, r.id]));
  const values = roomLines.flatMap(([tenantId, username, minutesAgo, body], i) => {
    const senderId = idOf.get(`${tenantId}/${username}`);
    if (!senderId) return [];
    return [
      {
        tenantId,
        conversation: "room",
        senderId,
        recipientId: null,
        body,
        clientId: `seed-room-message-${String(i).padStart(4, "0")}`,
        createdAt: new Date(now.getTime() - minutesAgo * MINUTE_MS),
      },
    ];
  });
  if (values.length > 0) await db.insert(chatMessages).values(values);
}
