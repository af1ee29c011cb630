/**
 * The sandbox operator's gift desk (SANDBOX on only): `/sandbox/gifts` lists the redemptions still to decide or
 * deliver, with Approve, Deliver and Reject buttons (plain forms posting to `/api/sandbox/gifts/*`, which answer
 * 303 back to the page, or the redemption as JSON to a JSON caller), and the catalogue with its stock.
 * `/api/sandbox/gifts/points` and `/api/sandbox/gifts/stock` set a player's points and a gift's stock for demos
 * and tests: they stand for the back office, never for a player.
 */
import { type Context, Hono } from "hono";
import {
  giftTextIn,
  SandboxPointsBody,
  SandboxRedemptionDecision,
  SandboxStockBody,
} from "../../src/api/contract/gifts.ts";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import type { Ctx } from "../context.ts";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { esc, htmlPage } from "../http/html.ts";
import { readFormOrJson, readJson } from "../http/input.ts";
import { catalogueOf, decideRedemption, openRedemptionsOf, setPoints, setStock } from "../services/gifts.ts";

const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
const wantsJson = (c: Context) => /application\/json/i.test(c.req.header("accept") ?? "");
const when = (at: Date) =>
  `<time datetime="${esc(at.toISOString())}">${esc(at.toISOString().replace("T", " ").slice(0, 16))} UTC</time>`;

/** The HTML page at /sandbox/gifts. */
export function sandboxGiftPages(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/gifts", async (c) => {
    const tenant = c.var.tenant;
    const [open, catalogue] = await Promise.all([openRedemptionsOf(ctx.db, tenant.id), catalogueOf(ctx.db, tenant.id)]);
    const error = c.req.query("error");
    const status = isServerMessage(error) ? `<div class="card" role="alert"><p>Not done: ${esc(error)}.</p></div>` : "";
    const rows = open
      .map(({ row, username }) => {
        const action = `/api/sandbox/gifts/${encodeURIComponent(row.id)}`;
        const name = giftTextIn(row.giftName, "en-US");
        const button = (to: string, label: string, style: string) =>
          `<form method="post" action="${esc(action)}"><input type="hidden" name="status" value="${to}"><button type="submit" class="${style}" aria-label="${esc(`${label} ${name} for ${username}`)}">${label}</button></form>`;
        return `<tr>
<th scope="row">${esc(name)}</th>
<td>${esc(username)}</td>
<td>${esc(row.point)}</td>
<td>${esc(row.receiverName)}<br><small>${esc(row.receiverPhone)}</small><br><small>${esc(row.receiverAddress)}</small></td>
<td>${esc(row.status)}</td>
<td>${when(row.createdAt)}</td>
<td><div class="row-actions">${
          row.status === "pending"
            ? button("approved", "Approve", "primary")
            : button("delivered", "Delivered", "primary")
        }${button("rejected", "Reject", "danger")}</div></td>
</tr>`;
      })
      .join("\n");
    const table =
      open.length === 0
        ? `<div class="card"><p>No gift redemptions to decide.</p></div>`
        : `<div class="scroll" tabindex="0" role="region" aria-label="Gift redemptions to decide"><table>
<caption>Gift redemptions to decide (${open.length})</caption>
<thead><tr><th scope="col">Gift</th><th scope="col">Player</th><th scope="col">Points</th><th scope="col">Receiver</th><th scope="col">Status</th><th scope="col">Redeemed</th><th scope="col">Decision</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
    const stock = `<div class="scroll" tabindex="0" role="region" aria-label="Gift catalogue"><table>
<caption>Catalogue (${catalogue.length})</caption>
<thead><tr><th scope="col">Gift</th><th scope="col">Points</th><th scope="col">Stock</th><th scope="col">Shown</th></tr></thead>
<tbody>
${catalogue
  .map(
    (g) =>
      `<tr><th scope="row">${esc(giftTextIn(g.name, "en-US"))}</th><td>${esc(g.point)}</td><td>${esc(g.stock)}</td><td>${g.active ? "Yes" : "No"}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table></div>`;
    const body = `<h1>Sandbox operator: gifts</h1>
<p class="brand">${esc(tenant.brandName)}</p>
<p class="note">Approve a redemption, then mark it delivered once the gift has reached the receiver. Rejecting gives the player's points back and puts the gift back in stock. The player gets a mail either way.</p>
${status}
${table}
${stock}
<p><a href="/sandbox/operator">Pending transactions</a></p>`;
    return c.html(htmlPage("Gifts · Sandbox operator", body, { wide: true }), 200, headers);
  });
  return app;
}

/** The API behind the page, and the points and stock helpers of demos and tests (/api/sandbox/gifts/*). */
export function sandboxGiftApi(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/points", async (c) => {
    const body = await readJson(c, SandboxPointsBody);
    await setPoints(ctx, c.var.tenant.id, body.username, body.point);
    return c.json({ ok: true as const });
  });

  app.post("/stock", async (c) => {
    const body = await readJson(c, SandboxStockBody);
    await setStock(ctx, c.var.tenant.id, body.gift_id, body.stock);
    return c.json({ ok: true as const });
  });

  app.post("/:id", async (c) => {
    const { status } = await readFormOrJson(c, SandboxRedemptionDecision);
    try {
      const answer = await decideRedemption(ctx, c.var.tenant.id, c.req.param("id"), status);
      if (wantsJson(c)) return c.json(answer);
    } catch (error) {
      if (wantsJson(c) || !(error instanceof ApiError)) throw error;
      return c.redirect(`/sandbox/gifts?error=${encodeURIComponent(error.key)}`, 303);
    }
    return c.redirect("/sandbox/gifts", 303);
  });

  return app;
}
