/**
 * Impersonation in the room chat (hardening, round two, point 7): names that pass for the operator
 * are refused, and a shown name (nickname, else username) is unique per tenant in any case or width.
 */
import { describe, expect, it } from "vitest";
import { freshPhone, LOTUS, requestCode, serverForTheseTests, type UserAnswer } from "./support/server.ts";

const server = serverForTheseTests();

/** Code requests per client address an hour are capped (otpRules.maxPerIpPerHour): a new hour now and then. */
let codesThisHour = 0;
async function code(contactNo: string, domain?: string): Promise<string> {
  if (++codesThisHour > 15) {
    server.advance(60 * 60 * 1000 + 1);
    codesThisHour = 1;
  }
  return requestCode(server, contactNo, "register", { domain });
}

async function register(username: string, domain?: string) {
  const contactNo = freshPhone();
  const otp = await code(contactNo, domain);
  return server.call<UserAnswer>("POST", "/api/player/user/register", {
    domain,
    body: {
      username,
      password: "Secret123",
      confirm_password: "Secret123",
      full_name: `Player ${username}`,
      contact_no: contactNo,
      otp,
      registered_domain: domain ?? "http://localhost:5173/register",
    },
  });
}

async function player(username: string, domain?: string): Promise<UserAnswer> {
  const res = await register(username, domain);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

function setNickname(user: UserAnswer, nickname: string, domain?: string) {
  return server.call<UserAnswer>("PATCH", `/api/player/user/updateNickname/${user._id}`, {
    body: { nickname },
    token: user.jwtToken,
    domain,
  });
}

async function shownNickname(user: UserAnswer, domain?: string): Promise<string | null> {
  const res = await server.call<UserAnswer>("GET", "/api/player/user/getUser", { token: user.jwtToken, domain });
  return res.body.nickname;
}

const reserved = { status: 400, body: "This nickname is reserved" };
const taken = { status: 409, body: "This nickname is already taken" };

describe("reserved nicknames", () => {
  it("refuses names that pass for the operator, in any case, width, spacing or language", async () => {
    const user = await player("reservist");
    for (const name of [
      "Support",
      "ＡＤＭＩＮ",
      "客服",
      "客服中心",
      "管理員",
      "Support Team",
      "S u p p o r t",
      "support_",
      "Admin01",
      "The Admin",
      "Supp0rt",
      "Customer Service",
      "khidmat pelanggan",
      "Pentadbir",
      "Harimau Play",
      "harimau",
      "HARIMAU 88",
    ]) {
      expect(await setNickname(user, name), name).toMatchObject(reserved);
    }
    expect(await shownNickname(user)).toBe("reservist");
  });

  it("keeps ordinary names that merely contain a reserved word's letters", async () => {
    const user = await player("ordinary");
    for (const name of ["Badminton King", "Rasmiah", "Lotus Jade"]) {
      expect(await setNickname(user, name), name).toMatchObject({ status: 200, body: { nickname: name } });
    }
  });

  it("reserves each tenant's own name in that tenant", async () => {
    const user = await player("petalfan01", LOTUS);
    expect(await setNickname(user, "Lotus Jade", LOTUS)).toMatchObject(reserved);
    expect(await setNickname(user, "ＬＯＴＵＳ", LOTUS)).toMatchObject(reserved);
    expect(await setNickname(user, "Harimau Play", LOTUS)).toMatchObject({ status: 200 });
  });

  it("refuses a reserved username at registration (it would be the first nickname)", async () => {
    for (const username of ["Admin01", "support_team", "SYSTEM", "harimau88"]) {
      expect(await register(username), username).toMatchObject(reserved);
    }
  });
});

describe("unique nicknames", () => {
  it("refuses another player's name in any case or width, and allows one's own", async () => {
    const alice = await player("alicefirst");
    const other = await player("alicesecond");
    expect(await setNickname(alice, "Alice")).toMatchObject({ status: 200, body: { nickname: "Alice" } });
    expect(await setNickname(other, "Alice")).toMatchObject(taken);
    expect(await setNickname(other, "ALICE")).toMatchObject(taken);
    expect(await setNickname(other, "Ａｌｉｃｅ")).toMatchObject(taken);
    expect(await shownNickname(other)).toBe("alicesecond");
    // one's own name in another case or width
    expect(await setNickname(alice, "ＡＬＩＣＥ")).toMatchObject({ status: 200, body: { nickname: "ＡＬＩＣＥ" } });
    expect(await setNickname(alice, "alice")).toMatchObject({ status: 200, body: { nickname: "alice" } });
    // a seeded player's shown name (their username) is taken too
    expect(await setNickname(other, "MeiLing")).toMatchObject(taken);
  });

  it("frees a name when its holder changes theirs", async () => {
    const first = await player("holder01");
    const second = await player("waiter01");
    expect(await setNickname(first, "Tiger Lily")).toMatchObject({ status: 200 });
    expect(await setNickname(second, "tiger lily")).toMatchObject(taken);
    expect(await setNickname(first, "Water Lily")).toMatchObject({ status: 200 });
    expect(await setNickname(second, "tiger lily")).toMatchObject({ status: 200, body: { nickname: "tiger lily" } });
  });

  it("allows the same name in another tenant", async () => {
    const here = await player("bobhere");
    const there = await player("bobthere", LOTUS);
    expect(await setNickname(here, "Bob")).toMatchObject({ status: 200 });
    expect(await setNickname(there, "BOB", LOTUS)).toMatchObject({ status: 200, body: { nickname: "BOB" } });
  });

  it("refuses a username whose folded form is another player's shown name", async () => {
    const holder = await player("foxholder");
    expect(await setNickname(holder, "QuickFox")).toMatchObject({ status: 200 });
    expect(await register("quickfox")).toMatchObject({ status: 409, body: "Username already exists" });
    expect(await register("QUICKFOX")).toMatchObject({ status: 409, body: "Username already exists" });
  });

  it("gives a contested name to exactly one of ten concurrent claims", async () => {
    const claimants: UserAnswer[] = [];
    for (let i = 0; i < 10; i++) claimants.push(await player(`claimant${i}`));
    const answers = await Promise.all(claimants.map((user) => setNickname(user, "Jackpot Queen")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200)).toEqual(
      Array.from({ length: 9 }, () => expect.objectContaining(taken)),
    );
    const shown = await Promise.all(claimants.map((user) => shownNickname(user)));
    expect(shown.filter((name) => name === "Jackpot Queen")).toHaveLength(1);
  });
});
