/**
 * /sandbox/excluded — the sandbox operator's list of players in a time-out or self-exclusion (SANDBOX on
 * only): username, kind, start and end. Read only, on purpose: RTS 14 says an exclusion cannot be
 * lifted or shortened before its end, by the player or the operator, so nothing here (and no sandbox
 * API) can change one; it ends by itself at its end date.
 */
import { Hono } from "hono";
import type { Ctx } from "../context.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, htmlPage } from "../http/html.ts";
import { restrictedPlayersOf } from "../services/restrictions.ts";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
const when = (at: Date) =>
  `<time datetime="${esc(at.toISOString())}">${esc(at.toISOString().replace("T", " ").slice(0, 16))} UTC</time>`;
const kindNames: Record<string, string | undefined> = { time_out: "Time-out", self_exclusion: "Self-exclusion" };

export function sandboxResponsiblePages(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get("/excluded", async (c) => {
    const tenant = c.var.tenant;
    const restricted = await restrictedPlayersOf(ctx.db, tenant.id, ctx.now());
    const rows = restricted
      .map(
        (r) => `<tr>
<th scope="row">${esc(r.username)}</th>
<td>${esc(kindNames[r.kind] ?? r.kind)}</td>
<td>${when(r.since)}</td>
<td>${when(r.until)}</td>
</tr>`,
      )
      .join("\n");
    const table =
      restricted.length === 0
        ? `<div class="card"><p>No player is in a time-out or self-exclusion.</p></div>`
        : `<div class="scroll" tabindex="0" role="region" aria-label="Players in a time-out or self-exclusion"><table>
<caption>Players in a time-out or self-exclusion (${restricted.length})</caption>
<thead><tr><th scope="col">Player</th><th scope="col">Kind</th><th scope="col">Since</th><th scope="col">Until</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
    const body = `<h1>Sandbox operator: time-outs and self-exclusions</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">Players who chose a time-out or a self-exclusion. They can sign in to see the end date and withdraw; nothing else that moves money to play is open to them, and they get no mail sent to every player. A time-out or self-exclusion cannot be lifted or shortened before its end, here or anywhere.</p>
${table}
<p><a href="/sandbox/operator">Pending transactions</a></p>`;
    return c.html(htmlPage("Time-outs and self-exclusions · Sandbox operator", body, { wide: true }), 200, headers);
  });

  return app;
}
