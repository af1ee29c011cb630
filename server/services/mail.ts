/**
 * Mail: the player's inbox. System mails are written by `sendSystemMail` inside the database transaction of the
 * event that causes them (a deposit approved, a withdrawal rejected: transactions.ts; a friend request received:
 * the friends service), so a mail exists exactly when its event committed. The operator writes mails on the sandbox
 * operator page (`sendOperatorMail`). Every change is told to the player's event streams (`announceMail`) once
 * committed, so the unread badge moves on every open tab and device.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Mail, MailPage, MailParams, MailTemplate, SandboxMailBody } from "../../src/api/contract/mail.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { type MailRow, mails, players } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { isUuid } from "./players.ts";

/** Whose inbox changed: told to their event streams once the change committed (`announceMail`). */
export type MailNotice = { tenantId: string; playerId: string };

export type SystemMailInput<T extends MailTemplate> = {
  tenantId: string;
  playerId: string;
  template: T;
  params: MailParams[T];
  now: Date;
};

/**
 * Writes a system mail in the caller's database transaction `tx` (so it exists exactly when the event does).
 * Once that transaction has committed, hand the answer to `announceMail`.
 */
export async function sendSystemMail<T extends MailTemplate>(tx: Db, input: SystemMailInput<T>): Promise<MailNotice> {
  await tx.insert(mails).values({
    id: newId(),
    tenantId: input.tenantId,
    playerId: input.playerId,
    kind: "system",
    template: input.template,
    params: input.params,
    createdAt: input.now,
  });
  return { tenantId: input.tenantId, playerId: input.playerId };
}

/**
 * Like `sendSystemMail`, but keeps at most one unread mail of the template per value of the parameter `by` in the
 * inbox: while one is still unread (and not deleted), it is refreshed (the new parameters, the new time, so it is
 * on top again) instead of a second one being written. Concurrent calls for one player and value must be
 * serialised by the caller (the friends service holds the sender's row lock).
 */
export async function sendOrRefreshSystemMail<T extends MailTemplate>(
  tx: Db,
  input: SystemMailInput<T>,
  by: keyof MailParams[T] & string,
): Promise<MailNotice> {
  const value = String(input.params[by]);
  const refreshed = await tx
    .update(mails)
    .set({ params: input.params, createdAt: input.now })
    .where(
      and(
        unreadOf(input.playerId),
        eq(mails.kind, "system"),
        eq(mails.template, input.template),
        sql`${mails.params} ->> ${by} = ${value}`,
      ),
    )
    .returning({ id: mails.id });
  return refreshed.length > 0 ? { tenantId: input.tenantId, playerId: input.playerId } : sendSystemMail(tx, input);
}

/** Tells the players' open event streams that their inbox changed. Call it only after the change committed. */
export function announceMail(ctx: Pick<Ctx, "events">, notices: MailNotice | readonly MailNotice[]): void {
  for (const notice of Array.isArray(notices) ? notices : [notices]) {
    ctx.events.publish(notice.tenantId, notice.playerId, { kind: "mail" });
  }
}

export function toMail(row: MailRow): Mail {
  const base = { _id: row.id, read_at: row.readAt?.toISOString() ?? null, created_at: row.createdAt.toISOString() };
  if (row.kind === "operator") return { ...base, kind: "operator", title: row.title ?? "", body: row.body ?? "" };
  // the check constraint and sendSystemMail's types keep template and params together
  return { ...base, kind: "system", template: row.template, params: row.params } as Mail;
}

const visible = (playerId: string) => and(eq(mails.playerId, playerId), isNull(mails.deletedAt));
const unreadOf = (playerId: string) => and(visible(playerId), isNull(mails.readAt));

/** The player's unread mails (the badge): one count over a partial index. */
export async function unreadCount(db: Db, playerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mails).where(unreadOf(playerId));
  return row?.n ?? 0;
}

/** The player's inbox, newest first, with its total and unread count. */
export async function listMails(db: Db, playerId: string, page: number, limit: number): Promise<MailPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(mails)
      .where(visible(playerId))
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${mails.readAt} is null)`.mapWith(Number),
      })
      .from(mails)
      .where(visible(playerId)),
  ]);
  return { items: rows.map(toMail), page, limit, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/**
 * Changes one of the player's own mails in one statement and answers it; another player's mail, a deleted one
 * (unless `deleted` asks for those) or a malformed id is "Mail not found". The streams hear of a real change.
 */
async function changeOwn(
  ctx: Ctx,
  player: { id: string; tenantId: string },
  id: string,
  set: Partial<Pick<MailRow, "readAt" | "deletedAt">>,
  options: { deleted?: boolean; changed?: ReturnType<typeof sql> } = {},
): Promise<Mail> {
  if (!isUuid(id)) fail(404, "Mail not found");
  const own = and(
    eq(mails.id, id),
    eq(mails.playerId, player.id),
    options.deleted ? isNotNull(mails.deletedAt) : isNull(mails.deletedAt),
  );
  const [updated] = await ctx.db
    .update(mails)
    .set(set)
    .where(options.changed ? and(own, options.changed) : own)
    .returning();
  if (updated) {
    announceMail(ctx, { tenantId: player.tenantId, playerId: player.id });
    return toMail(updated);
  }
  // nothing changed: the mail is already so (answer it as it is), or it is not the player's to see
  const [row] = await ctx.db.select().from(mails).where(own).limit(1);
  if (!row) fail(404, "Mail not found");
  return toMail(row);
}

/** Opens a mail: it is read from now on (the first opening counts; opening it again changes nothing). */
export function openMail(ctx: Ctx, player: { id: string; tenantId: string }, id: string): Promise<Mail> {
  return markMail(ctx, player, id, true);
}

/** Marks a mail read (keeping when it was first read) or unread again. */
export function markMail(ctx: Ctx, player: { id: string; tenantId: string }, id: string, read: boolean): Promise<Mail> {
  return read
    ? changeOwn(ctx, player, id, { readAt: ctx.now() }, { changed: sql`${mails.readAt} is null` })
    : changeOwn(ctx, player, id, { readAt: null }, { changed: sql`${mails.readAt} is not null` });
}

/** Deletes a mail from the inbox (the row is kept, marked deleted, so an undo can bring it back). */
export async function deleteMail(ctx: Ctx, player: { id: string; tenantId: string }, id: string): Promise<void> {
  await changeOwn(ctx, player, id, { deletedAt: ctx.now() });
}

/** Brings a deleted mail back into the inbox (the app's undo). */
export function restoreMail(ctx: Ctx, player: { id: string; tenantId: string }, id: string): Promise<Mail> {
  return changeOwn(ctx, player, id, { deletedAt: null }, { deleted: true });
}

/**
 * The operator's mail: to one player of the tenant (by username or member UID) or to every player of it not in a
 * time-out or self-exclusion, in one statement. Answers how many players it went to.
 */
export async function sendOperatorMail(ctx: Ctx, tenantId: string, body: SandboxMailBody): Promise<number> {
  const now = ctx.now();
  const recipient = body.recipient?.trim() ?? "";
  if (body.audience === "one" && recipient === "") fail(400, "User ID is required");
  // one player: a member UID first (a username may be all digits too), else the username
  // a mail to all is marketing: it skips players in a time-out or self-exclusion (RTS 14)
  const pick =
    body.audience === "all"
      ? sql`where ${players.tenantId} = ${tenantId}
          and (${players.restrictedUntil} is null or ${players.restrictedUntil} <= ${now.toISOString()}::timestamptz)`
      : sql`where ${players.tenantId} = ${tenantId}
          and (${players.memberUid} = ${recipient} or lower(${players.username}) = ${recipient.toLowerCase()})
          order by (${players.memberUid} = ${recipient}) desc limit 1`;
  // one statement: every recipient gets the mail, or none does
  const result = await ctx.db.execute(sql`
      insert into ${mails} (id, tenant_id, player_id, kind, title, body, created_at)
      select gen_random_uuid(), ${players.tenantId}, ${players.id}, 'operator', ${body.title}, ${body.body},
        ${now.toISOString()}::timestamptz
      from ${players} ${pick}
      returning player_id`);
  const sent = rowsOf<{ player_id: string }>(result).map((r) => ({ tenantId, playerId: r.player_id }));
  if (body.audience === "one" && sent.length === 0) fail(404, "User not found");
  announceMail(ctx, sent);
  return sent.length;
}

/** The rows of a raw query's result (node-postgres and PGlite shape them alike: `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
