/** Tenants (brands), their host names and back-office configuration. */
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

/** The tenant a row belongs to: tenant_id, not null, a reference to tenants.id. */
export function tenantIdColumn() {
  return text("tenant_id")
    .notNull()
    .references(() => tenants.id);
}

/** A brand run on the platform; its id is its slug ("harimau"), also the folder of its assets. */
export const tenants = pgTable("tenants", {
  id: text("id").primaryKey(),
  brandName: text("brand_name").notNull(),
  themecolor: text("themecolor").notNull(),
  logo: text("logo").notNull(),
  userCardArrowLeft: text("user_card_arrow_left").notNull(),
  userCardArrowRight: text("user_card_arrow_right").notNull(),
  restoreIcon: text("restore_icon").notNull(),
  /** Lowest first; the first tenant is the sandbox fallback for unknown hosts. */
  position: integer("position").notNull().default(0),
  createdAt: at("created_at").notNull(),
});

/** Host names (no port) a tenant is served on. */
export const tenantHosts = pgTable("tenant_hosts", {
  host: text("host").primaryKey(),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
});

/** Back-office key/value configuration of a tenant (getPlayerBoConfig, getConfig). */
export const configEntries = pgTable(
  "config_entries",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

export type TenantRow = typeof tenants.$inferSelect;
