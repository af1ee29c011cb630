/**
 * System mails: each arrives on its event, written in the event's own database transaction, with its template and
 * parameters (the app words it in the player's language); a refused or repeated change writes none; the player's
 * event streams hear of it once committed.
 */
import { describe, expect, it } from "vitest";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import { connect } from "./support/event-stream.ts";
import { decide, search, sendRequest, uidOf } from "./support/friends.ts";
import { inbox, systemMails, unread } from "./support/mail.ts";
import { registerPlayer, serverForTheseTests } from "./support/server.ts";
import { deposit, MYR, operator, walletPlayer, withdraw } from "./support/wallet.ts";

const server = serverForTheseTests();

describe("a deposit approved", () => {
  it("by the operator sends 'deposit_approved' with the amount credited, currency, reference and transaction", async () => {
    const player = await walletPlayer(server, "mailapprove");
    const before = await unread(server, player);
    const created = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(150) });
    expect(await systemMails(server, player, "deposit_approved")).toEqual([]);
    const approved = await operator(server, created.body._id, "approve");
    expect(approved.status).toBe(200);
    const [mail, ...others] = await systemMails(server, player, "deposit_approved");
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: "system",
      template: "deposit_approved",
      read_at: null,
      params: {
        transaction_id: created.body._id,
        amount: MYR(150),
        currency: "MYR",
        reference: created.body.reference,
      },
    });
    expect(mail?.created_at).toBe(approved.body.updated_at);
    expect(await unread(server, player)).toBe(before + 1);
    // approving again (a double click) is answered but sends nothing more
    expect((await operator(server, created.body._id, "approve")).status).toBe(200);
    expect(await systemMails(server, player, "deposit_approved")).toHaveLength(1);
  });

  it("by the payment gateway sends it too, with what reached the wallet after the channel's charge", async () => {
    const player = await walletPlayer(server, "mailgateway");
    const created = await deposit(server, player, { channel: "instant_deposit", method: "DUITNOW", amount: MYR(200) });
    const paid = await server.call<Transaction>("POST", `/api/sandbox/gateway/${created.body._id}/approve`, {
      headers: { Accept: "application/json" },
    });
    expect(paid.status).toBe(200);
    const [mail] = await systemMails(server, player, "deposit_approved");
    expect(mail?.params).toEqual({
      transaction_id: created.body._id,
      amount: created.body.net_amount,
      currency: "MYR",
      reference: created.body.reference,
    });
  });

  it("a failed or rejected deposit, or one the player cancelled, sends no mail", async () => {
    const player = await walletPlayer(server, "mailnodeposit");
    const mailsBefore = (await inbox(server, player)).total;
    const failed = await deposit(server, player, { channel: "e_wallet", method: "TNG", amount: MYR(100) });
    await server.call("POST", `/api/sandbox/gateway/${failed.body._id}/fail`, {
      headers: { Accept: "application/json" },
    });
    const rejected = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    expect((await operator(server, rejected.body._id, "reject")).status).toBe(200);
    const cancelled = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    await server.call("PATCH", `/api/player/transaction/cancelTransaction/${cancelled.body._id}`, {
      token: player.jwtToken,
    });
    expect((await inbox(server, player)).total).toBe(mailsBefore);
  });
});

describe("a withdrawal rejected", () => {
  it("sends 'withdrawal_rejected' with the operator's reason, also kept as the transaction's remark", async () => {
    const player = await walletPlayer(server, "mailreject", { pin: true, bank: true, myr: MYR(500) });
    const created = await withdraw(server, player, { amount: MYR(120) });
    expect(created.status).toBe(200);
    const reason = "Account holder name does not match";
    const rejected = await server.call<Transaction>("POST", `/api/sandbox/operator/${created.body._id}/reject`, {
      body: { reason },
      headers: { Accept: "application/json" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", remark: reason });
    const [mail, ...others] = await systemMails(server, player, "withdrawal_rejected");
    expect(others).toEqual([]);
    expect(mail?.params).toEqual({
      transaction_id: created.body._id,
      amount: MYR(120),
      currency: "MYR",
      reference: created.body.reference,
      reason,
    });
  });

  it("takes the reason from the operator page's form, and none when the operator gave none", async () => {
    const player = await walletPlayer(server, "mailrejectform", { pin: true, bank: true, myr: MYR(500) });
    const first = await withdraw(server, player, { amount: MYR(100) });
    const form = await fetch(`${server.url}/api/sandbox/operator/${first.body._id}/reject`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reason: "  Suspicious   activity  " }),
      redirect: "manual",
    });
    expect(form.status).toBe(303);
    const second = await withdraw(server, player, { amount: MYR(100) });
    expect((await operator(server, second.body._id, "reject")).status).toBe(200);
    const mails = await systemMails(server, player, "withdrawal_rejected");
    expect(mails.map((m) => [m.params.reference, m.params.reason])).toEqual([
      [second.body.reference, null],
      [first.body.reference, "Suspicious   activity"],
    ]);
  });

  it("refuses an unsafe or overlong reason before anything changes", async () => {
    const player = await walletPlayer(server, "mailrejectbad", { pin: true, bank: true, myr: MYR(500) });
    const created = await withdraw(server, player, { amount: MYR(100) });
    for (const [reason, key] of [
      ["x".repeat(201), "Invalid data request"],
      ["a\u202eb", "Text contains characters that are not allowed"],
      [42, "Invalid data request"],
    ] as const) {
      const res = await server.call("POST", `/api/sandbox/operator/${created.body._id}/reject`, {
        body: { reason },
        headers: { Accept: "application/json" },
      });
      expect(res, String(reason)).toMatchObject({ status: 400, body: key });
    }
    const still = await server.call<Transaction>("GET", `/api/player/transaction/getTransaction/${created.body._id}`, {
      token: player.jwtToken,
    });
    expect(still.body.status).toBe("pending");
    expect(await systemMails(server, player, "withdrawal_rejected")).toEqual([]);
  });

  it("an approved withdrawal sends no mail", async () => {
    const player = await walletPlayer(server, "mailwdapprove", { pin: true, bank: true, myr: MYR(500) });
    const total = (await inbox(server, player)).total;
    const created = await withdraw(server, player, { amount: MYR(100) });
    expect((await operator(server, created.body._id, "approve")).status).toBe(200);
    expect((await inbox(server, player)).total).toBe(total);
  });
});

describe("a friend request received", () => {
  it("sends 'friend_request' to the receiver only, naming the sender by nickname and member UID", async () => {
    const sender = await registerPlayer(server, { username: "mailfriendfrom" });
    const receiver = await registerPlayer(server, { username: "mailfriendto" });
    const stream = await connect(server, receiver.jwtToken);
    await stream.next((m) => m.event === "ready");
    const sent = await sendRequest(server, sender, receiver);
    expect(sent.status).toBe(200);
    const [mail, ...others] = await systemMails(server, receiver, "friend_request");
    expect(others).toEqual([]);
    // named as the friends screens show the sender: nickname, else the masked username
    const card = (await search(server, receiver, uidOf(sender))).body.player;
    expect(mail?.params).toEqual({ nickname: card.nickname ?? card.username, member_uid: uidOf(sender) });
    expect(mail?.created_at).toBe(sent.body.created_at);
    await stream.next((m) => m.event === "mail");
    expect(await systemMails(server, sender, "friend_request")).toEqual([]);
    // a refused request (a second one while the first is pending) sends nothing; deciding sends nothing either
    expect((await sendRequest(server, sender, receiver)).status).toBe(409);
    expect((await decide(server, receiver, "reject", sent.body._id)).status).toBe(200);
    expect(await systemMails(server, receiver, "friend_request")).toHaveLength(1);
    expect(await systemMails(server, sender, "friend_request")).toEqual([]);
  });
});

describe("the event stream", () => {
  it("tells the player's open streams of a new mail once it is committed", async () => {
    const player = await walletPlayer(server, "mailstream", { pin: true, bank: true, myr: MYR(300) });
    const stream = await connect(server, player.jwtToken);
    await stream.next((m) => m.event === "ready");
    const created = await withdraw(server, player, { amount: MYR(100) });
    await operator(server, created.body._id, "reject");
    const mail = await stream.next((m) => m.event === "mail");
    expect(JSON.parse(mail.data)).toEqual({ kind: "mail" });
    // the transaction's own event came first: the mail was written with it
    const kinds = stream.messages.map((m) => m.event);
    expect(kinds.lastIndexOf("transaction")).toBeLessThan(kinds.indexOf("mail"));
  });
});
