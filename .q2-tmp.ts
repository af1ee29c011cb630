import { PGlite } from "@electric-sql/pglite";
const c = await PGlite.create(process.argv[2]!);
const { rows } = await c.query<{ id: string }>("select id from players where username='demo'");
const id = rows[0]!.id;
const since = new Date(Date.now() - 30 * 86400000).toISOString();
const viewSql = (a: string, b: string) => `select p.*, (select coalesce(sum(l.amount),0) from ledger_entries l where l.player_id=p.id and l.currency='MYR') w, (select count(*) from players d where d.referrer_id=p.id) t, (select count(*) from players d where d.referrer_id=p.id and d.last_login_at > ${b}::timestamptz) a from players p where p.id=${a}`;
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < 1000; i++) await fn();
  console.log(label, ((performance.now() - t) / 1000).toFixed(3), "ms");
}
await time("query pk", () => c.query("select * from players where id=$1", [id]));
await time("exec pk", () => c.exec(`select * from players where id='${id}'`));
await time("query view", () => c.query(viewSql("$1", "$2"), [id, since]));
await time("exec view", () => c.exec(viewSql(`'${id}'`, `'${since}'`)));
await time("query view (no params)", () => c.query(viewSql(`'${id}'`, `'${since}'`)));
await c.exec("prepare v(uuid, timestamptz) as " + viewSql("$1", "$2"));
await time("exec prepared", () => c.exec(`execute v('${id}', '${since}')`));
await time("query prepared", () => c.query(`execute v('${id}', '${since}')`));
await time("query select 1", () => c.query("select 1"));
await c.close();
