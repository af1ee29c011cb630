/**
 * The inbox: operator mails to one player and to every player of a tenant, paging newest first, the unread count,
 * opening (marks read), read/unread, delete and undo, and nobody else's mail ever in sight. Bounds of every input.
 */
import { describe, expect, it } from "vitest";
import { demoLogins } from "../../server/seed/demo.ts";
import type { Mail } from "../../src/api/contract/mail.ts";
import { connect } from "./support/event-stream.ts";
import { inbox, operatorMail, unread } from "./support/mail.ts";
import { LOTUS, loginAs, registerPlayer, serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests();

const mailPath = (verb: string, id: string) => `/api/player/mail/${verb}/${id}`;

describe("operator mail", () => {
  it("to one player by username or member UID arrives as written, unread, and nobody else gets it", async () => {
    const to = await registerPlayer(server, { username: "mailone" });
    const bystander = await registerPlayer(server, { username: "mailbystander" });
    const seen = (await inbox(server, bystander)).total;
    const title = "Your <b>bonus</b> & more";
    const body = "Line one\nLine two";
    expect(await operatorMail(server, { audience: "one", recipient: "MailOne", title, body })).toMatchObject({
      status: 200,
      body: { sent: 1 },
    });
    // the member UID is the user's `uuid`
    const me = await server.call<{ uuid: string | null }>("GET", "/api/player/user/getUser", { token: to.jwtToken });
    const uid = me.body.uuid;
    expect(uid).toMatch(/^\d{8}$/);
    expect(
      await operatorMail(server, { audience: "one", recipient: uid, title: "By UID", body: "Found by UID" }),
    ).toMatchObject({ status: 200, body: { sent: 1 } });
    const page = await inbox(server, to);
    expect(page.items.slice(0, 2)).toMatchObject([
      { kind: "operator", title: "By UID", body: "Found by UID", read_at: null },
      { kind: "operator", title, body, read_at: null },
    ]);
    expect(page.unread).toBe(2);
    expect(await unread(server, to)).toBe(2);
    expect((await inbox(server, bystander)).total).toBe(seen);
  });

  it("to every player of the tenant, and to none of another tenant's", async () => {
    const lotus = await loginAs(server, demoLogins.lotus.username, demoLogins.lotus.password, LOTUS);
    const lotusPlayer = { jwtToken: lotus.jwtToken, domain: LOTUS };
    const lotusBefore = (await inbox(server, lotusPlayer)).total;
    const demo = await loginAs(server, demoLogins.harimau.username, demoLogins.harimau.password);
    const res = await operatorMail(server, { audience: "all", title: "Maintenance tonight", body: "02:00 to 03:00" });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBeGreaterThan(5);
    expect((await inbox(server, demo)).items[0]).toMatchObject({ title: "Maintenance tonight" });
    expect((await inbox(server, lotusPlayer)).total).toBe(lotusBefore);
    // and the other way: a Lotus mail to all reaches Lotus only
    const lotusAll = await operatorMail(server, { audience: "all", title: "Lotus news", body: "Hello" }, LOTUS);
    expect(lotusAll.body.sent).toBe(1);
    expect((await inbox(server, lotusPlayer)).items[0]).toMatchObject({ title: "Lotus news" });
    expect((await inbox(server, demo)).items[0]).toMatchObject({ title: "Maintenance tonight" });
  });

  it("to one player needs a known player of the tenant", async () => {
    expect(await operatorMail(server, { audience: "one", title: "t", body: "b" })).toMatchObject({
      status: 400,
      body: "User ID is required",
    });
    expect(
      await operatorMail(server, { audience: "one", recipient: "nobody_here", title: "t", body: "b" }),
    ).toMatchObject({ status: 404, body: "User not found" });
    // the Lotus player is not Harimau's
    expect(await operatorMail(server, { audience: "one", recipient: "lotus", title: "t", body: "b" })).toMatchObject({
      status: 404,
      body: "User not found",
    });
  });

  it("from the page's form comes back to the page, which says what happened", async () => {
    const player = await registerPlayer(server, { username: "mailform" });
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/api/sandbox/mail`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const sent = await post({ audience: "one", recipient: "mailform", title: "From the form", body: "Hi\r\nthere" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/sandbox/mail?sent=1");
    const page = await (await fetch(`${server.url}/sandbox/mail?sent=1`)).text();
    expect(page).toContain("Mail sent to 1 player.");
    const unknown = await post({ audience: "one", recipient: "nobody_here", title: "x", body: "y" });
    expect(unknown.headers.get("location")).toBe("/sandbox/mail?error=User%20not%20found");
    expect(await (await fetch(`${server.url}/sandbox/mail?error=User%20not%20found`)).text()).toContain(
      "Not sent: User not found.",
    );
    // nothing from the address but a known message is ever shown
    const forged = await (await fetch(`${server.url}/sandbox/mail?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E`)).text();
    expect(forged).not.toContain("alert(1)");
    expect((await inbox(server, player)).items[0]).toMatchObject({ title: "From the form", body: "Hi\nthere" });
  });
});

describe("the player's inbox", () => {
  async function playerWithMails(username: string, n: number) {
    const player = await registerPlayer(server, { username });
    for (let i = 1; i <= n; i++) {
      server.advance(1000);
      const res = await operatorMail(server, {
        audience: "one",
        recipient: username,
        title: `Mail ${i}`,
        body: `Body ${i}`,
      });
      expect(res.status).toBe(200);
    }
    return player;
  }

  it("pages newest first with the total and the unread count", async () => {
    const player = await playerWithMails("mailpaging", 5);
    const first = await inbox(server, player, "page=1&limit=2");
    const second = await inbox(server, player, "page=2&limit=2");
    const third = await inbox(server, player, "page=3&limit=2");
    const titles = [...first.items, ...second.items, ...third.items].map((m) => (m.kind === "operator" ? m.title : ""));
    expect(titles).toEqual(["Mail 5", "Mail 4", "Mail 3", "Mail 2", "Mail 1"]);
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5, unread: 5 });
    expect((await inbox(server, player, "page=4&limit=2")).items).toEqual([]);
  });

  it("opening marks read once; read and unread again; delete hides it and undo brings it back", async () => {
    const player = await playerWithMails("mailstates", 2);
    const call = <T = Mail>(method: string, path: string, body?: unknown) =>
      server.call<T>(method, path, { token: player.jwtToken, body });
    const [newest] = (await inbox(server, player)).items;
    if (!newest) throw new Error("no mail");
    const stream = await connect(server, player.jwtToken);
    await stream.next((m) => m.event === "ready");
    const opened = await call("GET", mailPath("getMail", newest._id));
    expect(opened.status).toBe(200);
    expect(opened.body.read_at).not.toBeNull();
    await stream.next((m) => m.event === "mail");
    expect(await unread(server, player)).toBe(1);
    // opening again keeps the first reading
    server.advance(60_000);
    expect((await call("GET", mailPath("getMail", newest._id))).body.read_at).toBe(opened.body.read_at);

    expect((await call("PATCH", mailPath("markMail", newest._id), { read: false })).body.read_at).toBeNull();
    expect(await unread(server, player)).toBe(2);
    expect((await call("PATCH", mailPath("markMail", newest._id), { read: true })).body.read_at).not.toBeNull();
    expect(await unread(server, player)).toBe(1);

    expect(await call("DELETE", mailPath("deleteMail", newest._id))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const after = await inbox(server, player);
    expect(after.items.map((m) => m._id)).not.toContain(newest._id);
    expect(after.total).toBe(1);
    expect(await call("GET", mailPath("getMail", newest._id))).toMatchObject({ status: 404, body: "Mail not found" });
    expect(await call("DELETE", mailPath("deleteMail", newest._id))).toMatchObject({ status: 404 });

    expect((await call("PATCH", mailPath("restoreMail", newest._id))).status).toBe(200);
    expect((await inbox(server, player)).items[0]?._id).toBe(newest._id);
    // restoring one that is not deleted finds nothing to restore
    expect(await call("PATCH", mailPath("restoreMail", newest._id))).toMatchObject({ status: 404 });
    // every change was told to the streams
    expect(stream.messages.filter((m) => m.event === "mail").length).toBeGreaterThanOrEqual(5);
  });

  it("never shows, changes or deletes another player's mail: it is not found", async () => {
    const owner = await playerWithMails("mailowner", 1);
    const other = await registerPlayer(server, { username: "mailsnoop" });
    const [mail] = (await inbox(server, owner)).items;
    if (!mail) throw new Error("no mail");
    const as = { token: other.jwtToken };
    for (const [method, verb, body] of [
      ["GET", "getMail", undefined],
      ["PATCH", "markMail", { read: true }],
      ["DELETE", "deleteMail", undefined],
      ["PATCH", "restoreMail", undefined],
    ] as const) {
      expect(await server.call(method, mailPath(verb, mail._id), { ...as, body }), verb).toMatchObject({
        status: 404,
        body: "Mail not found",
      });
    }
    expect((await inbox(server, other)).items.map((m) => m._id)).not.toContain(mail._id);
    const still = await inbox(server, owner);
    expect(still.items[0]).toMatchObject({ _id: mail._id, read_at: null });
  });

  it("needs a session", async () => {
    for (const path of ["/api/player/mail/getMails", "/api/player/mail/getUnreadCount"]) {
      expect(await server.call("GET", path), path).toMatchObject({ status: 401, body: "Unauthorized" });
    }
  });
});

describe("bounds", () => {
  it("refuses pages and limits out of range, malformed ids and bodies", async () => {
    const player = await registerPlayer(server, { username: "mailbounds" });
    const as = { token: player.jwtToken };
    for (const query of ["page=0", "page=100001", "limit=0", "limit=51", "limit=1.5", "page=-1", "limit=x"]) {
      expect(await server.call("GET", `/api/player/mail/getMails?${query}`, as), query).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
    for (const id of ["x", "1", "00000000-0000-4000-8000-000000000000", "%27%20or%201%3D1"]) {
      expect(await server.call("GET", mailPath("getMail", id), as), id).toMatchObject({ status: 404 });
    }
    for (const body of [{}, { read: "yes" }, { read: 1 }, []]) {
      const res = await server.call("PATCH", mailPath("markMail", "00000000-0000-4000-8000-000000000000"), {
        ...as,
        body,
      });
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("bounds the operator's title, body and recipient and refuses unsafe characters", async () => {
    const ok = { audience: "one", recipient: "demo", title: "Title", body: "Body" };
    for (const [change, key] of [
      [{ title: "x".repeat(121) }, "Invalid data request"],
      [{ title: "" }, "Invalid data request"],
      [{ body: "x".repeat(2001) }, "Invalid data request"],
      [{ body: "   \n  " }, "Invalid data request"],
      [{ audience: "some" }, "Invalid data request"],
      [{ recipient: "x".repeat(33) }, "Invalid data request"],
      [{ recipient: "demo' or '1'='1" }, "Invalid data request"],
      [{ title: "a\u202eb" }, "Text contains characters that are not allowed"],
      [{ body: "a\u0000b" }, "Text contains characters that are not allowed"],
      [{ body: "tab\there" }, "Text contains characters that are not allowed"],
    ] as const) {
      expect(await operatorMail(server, { ...ok, ...change }), JSON.stringify(change)).toMatchObject({
        status: 400,
        body: key,
      });
    }
    expect((await operatorMail(server, { ...ok, title: "x".repeat(120), body: "y".repeat(2000) })).status).toBe(200);
  });
});
