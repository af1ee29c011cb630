/** Mail: the player's inbox. */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { mailTemplates } from "../../../src/api/contract/mail.ts";
import { at } from "./columns.ts";
import { playerIdColumn } from "./players.ts";
import { tenantIdColumn } from "./tenants.ts";

export const mailKindEnum = pgEnum("mail_kind", ["system", "operator"]);
export const mailTemplateEnum = pgEnum("mail_template", mailTemplates);

/**
 * A player's mail (services/mail.ts). `system`: sent on an event in the same database transaction as the event,
 * with a template and its parameters (the app words it in the player's language); `operator`: the title and body
 * the operator wrote. Deleting sets `deleted_at` (the row stays for the record). The unread count of the badge
 * reads the partial index of unread, undeleted mails.
 */
export const mails = pgTable(
  "mails",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    playerId: playerIdColumn(),
    kind: mailKindEnum("kind").notNull(),
    template: mailTemplateEnum("template"),
    params: jsonb("params"),
    title: text("title"),
    body: text("body"),
    readAt: at("read_at"),
    deletedAt: at("deleted_at"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [
    index("mails_player_created_idx").on(t.playerId, t.createdAt, t.id),
    index("mails_player_unread_idx").on(t.playerId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    check(
      "mails_kind_fields",
      sql`(${t.kind} = 'system' and ${t.template} is not null and ${t.params} is not null and ${t.title} is null and ${t.body} is null) or (${t.kind} = 'operator' and ${t.template} is null and ${t.params} is null and ${t.title} is not null and ${t.body} is not null)`,
    ),
  ],
);

export type MailRow = typeof mails.$inferSelect;
