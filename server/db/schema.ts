/**
 * Database schema of the reference player API, one file per product area in server/db/schema/.
 * Change it, then run `npm run db:generate` and commit the generated SQL in server/db/migrations/
 * (applied at start). Every timestamp is written by the app (its injectable clock), never by now() in SQL.
 * drizzle-kit reads this file (server/drizzle.config.ts), so every table and enum is re-exported here.
 */
export * from "./schema/chat.ts";
export * from "./schema/check-in.ts";
export * from "./schema/content.ts";
export * from "./schema/friends.ts";
export * from "./schema/games.ts";
export * from "./schema/gifts.ts";
export * from "./schema/mail.ts";
export * from "./schema/players.ts";
export * from "./schema/rebates.ts";
export * from "./schema/responsible.ts";
export * from "./schema/security.ts";
export * from "./schema/tenants.ts";
export * from "./schema/vip.ts";
export * from "./schema/wallet.ts";
