import { openDatabase } from "./server/db/open.ts";
import { loadPlayerView } from "./server/services/players.ts";
import { sql } from "drizzle-orm";
const o = await openDatabase({ databaseUrl: null, pgliteDir: process.argv[2]! });
const rows = await o.db.execute(sql`select id from players where username='demo'`);
const id = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
for (const label of ["view", "pk-only", "raw-view"]) {
  const t = performance.now();
  for (let i = 0; i < 500; i++) {
    if (label === "view") await loadPlayerView(o.db, id, new Date());
    else if (label === "pk-only") await o.db.execute(sql`select * from players where id = ${id}`);
    else await o.db.execute(sql`select p.*, (select coalesce(sum(l.amount),0) from ledger_entries l where l.player_id=p.id and l.currency='MYR') w, (select count(*) from players d where d.referrer_id=p.id) t, (select count(*) from players d where d.referrer_id=p.id and d.last_login_at > ${new Date(Date.now()-30*86400000).toISOString()}::timestamptz) a from players p where p.id=${id}`);
  }
  console.log(label, ((performance.now() - t) / 500).toFixed(3), "ms/query");
}
const ex = await o.db.execute(sql`explain analyze select p.*, (select coalesce(sum(l.amount),0) from ledger_entries l where l.player_id=p.id and l.currency='MYR') w, (select count(*) from players d where d.referrer_id=p.id) t from players p where p.id=${id}`);
console.log((ex as unknown as {rows: unknown[]}).rows.map((r) => Object.values(r as object)[0]).join("\n"));
await o.close();
