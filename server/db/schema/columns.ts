/** Column helpers shared by the schema's areas. */
import { timestamp } from "drizzle-orm/pg-core";

/** A timestamp with time zone read as a Date; always written by the app (its injectable clock), never by now() in SQL. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
