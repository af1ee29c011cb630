/**
 * Passkeys over HTTP with a software authenticator (support/soft-authenticator.ts): a signed-in player adds,
 * lists and removes them; anyone signs in with one from the tenant's host without a password. Challenges are
 * single-use and expire after 5 minutes, the signature counter must move forward, and a passkey of one tenant
 * never signs in on another's host.
 */
import { describe, expect, it } from "vitest";
import { passkeysMax } from "../../src/api/contract/security.ts";
import { systemMails } from "./support/mail.ts";
import { LOTUS, registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { createSoftAuthenticator, type SoftCredential } from "./support/soft-authenticator.ts";

/** Behind one proxy of ours, so each test signs in from its own address (the passkey sign-in limit counts per address). */
const server = serverForTheseTests({ trustProxy: 1 });

const HARIMAU = "http://localhost:5173/security/passkeys";
const HARIMAU_ORIGIN = "http://localhost:5173";
const LOTUS_ORIGIN = "http://lotus.localhost:5173";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

const EXPIRED = { status: 400, body: "This request has expired. Please start again" };
const FAILED = { status: 401, body: "Passkey sign-in failed" };

type Options = {
  challenge_id: string;
  options: {
    challenge: string;
    rp: { id: string; name: string };
    user: { id: string; name: string };
    rpId: string;
    allowCredentials?: unknown[];
    excludeCredentials?: { id: string }[];
    authenticatorSelection?: { residentKey?: string; userVerification?: string };
  };
};
type PasskeyList = {
  items: { id: string; name: string; device: string; created_at: string; last_used_at: string | null }[];
};

let address = 0;
/** A client of its own address (X-Forwarded-For) on one tenant's page. */
function client(page = HARIMAU, userAgent = ANDROID_CHROME) {
  address += 1;
  const headers = { "X-Forwarded-For": `198.51.100.${address}`, "User-Agent": userAgent };
  return {
    call: <T>(method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
      server.call<T>(method, path, { ...options, domain: page, headers }),
  };
}

async function newPlayer(username: string, page = HARIMAU): Promise<UserAnswer> {
  return registerPlayer(server, { username, domain: page });
}

/** Adds a passkey for the player through the API with `authenticator`; answers the credential made. */
async function addPasskey(
  player: UserAnswer,
  authenticator: ReturnType<typeof createSoftAuthenticator>,
  name = "My phone",
  as = client(),
): Promise<SoftCredential> {
  const options = await as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const { response, credential } = authenticator.register(options.body.options, HARIMAU_ORIGIN);
  const added = await as.call<PasskeyList>("POST", "/api/player/security/passkeys", {
    token: player.jwtToken,
    body: { challenge_id: options.body.challenge_id, name, response },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return credential;
}

async function loginOptions(as = client()) {
  const res = await as.call<Options>("POST", "/api/player/user/passkey/options", { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const list = (player: UserAnswer, as = client()) =>
  as.call<PasskeyList>("GET", "/api/player/security/passkeys", { token: player.jwtToken });

describe("adding a passkey and signing in with it", () => {
  it("registers with this tenant as the relying party and signs in without a password", async () => {
    const player = await newPlayer("pk_owner");
    const authenticator = createSoftAuthenticator();
    const as = client();
    const options = await as.call<Options>("POST", "/api/player/security/passkeys/options", {
      token: player.jwtToken,
    });
    expect(options.body.options).toMatchObject({
      rp: { id: "localhost", name: "Harimau Play" },
      user: { name: "pk_owner", id: Buffer.from(player._id.replaceAll("-", ""), "hex").toString("base64url") },
      attestation: "none",
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const { response } = authenticator.register(options.body.options, HARIMAU_ORIGIN);
    const added = await as.call<PasskeyList>("POST", "/api/player/security/passkeys", {
      token: player.jwtToken,
      body: { challenge_id: options.body.challenge_id, name: "Pixel 8", response },
    });
    expect(added.status).toBe(200);
    expect(added.body.items).toEqual([
      {
        id: expect.any(String),
        name: "Pixel 8",
        device: "Android · Chrome",
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    // the next registration leaves out the passkey the player has
    const next = await as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken });
    expect(next.body.options.excludeCredentials?.map((c) => c.id)).toEqual([response.id]);

    // signed out, on another device's browser: no username, no password
    const phone = client(HARIMAU, IPHONE_SAFARI);
    const login = await loginOptions(phone);
    expect(login.options).toMatchObject({ rpId: "localhost", allowCredentials: [] });
    const assertion = authenticator.authenticate(login.options, HARIMAU_ORIGIN);
    const res = await phone.call<UserAnswer>("POST", "/api/player/user/passkey/login", {
      body: { challenge_id: login.challenge_id, response: assertion },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _id: player._id, username: "pk_owner", jwtToken: expect.any(String) });
    // the new session is the player's one session: the token works, the password sign-in's ended
    expect((await phone.call("GET", "/api/player/user/getUser", { token: res.body.jwtToken })).status).toBe(200);
    expect((await phone.call("GET", "/api/player/user/getUser", { token: player.jwtToken })).status).toBe(401);
    const [item] = (await list(res.body)).body.items;
    expect(Math.abs(Date.parse(item?.last_used_at ?? "") - server.now().getTime())).toBeLessThan(60_000);
    // the history recorded it: a sign-in from a new device (an iPhone) writes the new-device mail, by passkey
    const mails = await systemMails(server, { jwtToken: res.body.jwtToken, domain: HARIMAU }, "new_sign_in");
    expect(mails[0]?.params).toMatchObject({ method: "passkey", device: "iPhone", browser: "Safari" });
  });

  it("signs in with an authenticator that keeps no counter (always 0)", async () => {
    const player = await newPlayer("pk_nocounter");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    for (let i = 0; i < 2; i++) {
      const as = client();
      const login = await loginOptions(as);
      const res = await as.call("POST", "/api/player/user/passkey/login", {
        body: {
          challenge_id: login.challenge_id,
          response: authenticator.authenticate(login.options, HARIMAU_ORIGIN, { counter: 0 }),
        },
      });
      expect(res.status).toBe(200);
    }
  });
});

describe("refused sign-ins", () => {
  it("refuses a replayed assertion: the same answer twice", async () => {
    const player = await newPlayer("pk_replay");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    const as = client();
    const login = await loginOptions(as);
    const body = {
      challenge_id: login.challenge_id,
      response: authenticator.authenticate(login.options, HARIMAU_ORIGIN),
    };
    expect((await as.call("POST", "/api/player/user/passkey/login", { body })).status).toBe(200);
    expect(await as.call("POST", "/api/player/user/passkey/login", { body })).toMatchObject(EXPIRED);
  });

  it("refuses an assertion whose counter does not move forward (a cloned authenticator)", async () => {
    const player = await newPlayer("pk_clone");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    const as = client();
    const first = await loginOptions(as);
    const signed = authenticator.authenticate(first.options, HARIMAU_ORIGIN, { counter: 5 });
    expect(
      (
        await as.call("POST", "/api/player/user/passkey/login", {
          body: { challenge_id: first.challenge_id, response: signed },
        })
      ).status,
    ).toBe(200);
    for (const counter of [5, 4]) {
      const again = await loginOptions(as);
      const clone = authenticator.authenticate(again.options, HARIMAU_ORIGIN, { counter });
      expect(
        await as.call("POST", "/api/player/user/passkey/login", {
          body: { challenge_id: again.challenge_id, response: clone },
        }),
      ).toMatchObject(FAILED);
    }
    const later = await loginOptions(as);
    const moved = authenticator.authenticate(later.options, HARIMAU_ORIGIN, { counter: 6 });
    const signedIn = await as.call<UserAnswer>("POST", "/api/player/user/passkey/login", {
      body: { challenge_id: later.challenge_id, response: moved },
    });
    expect(signedIn.status).toBe(200);
    // the history has each of them, newest first: the clone's two refusals between the two passkey sign-ins
    const history = await as.call<{ items: { method: string; result: string; device: string }[] }>(
      "GET",
      "/api/player/security/sign_ins",
      { token: signedIn.body.jwtToken },
    );
    expect(history.body.items.slice(0, 4).map(({ method, result }) => `${method} ${result}`)).toEqual([
      "passkey success",
      "passkey refused",
      "passkey refused",
      "passkey success",
    ]);
    expect(history.body.items[0]?.device).toBe("Android");
  });

  it("refuses another tenant's passkey, and one signed for another host or origin", async () => {
    const player = await newPlayer("pk_tenant");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    // on Lotus's host the Harimau passkey is not found, whatever relying party it signs for
    const lotus = client(LOTUS);
    const options = await loginOptions(lotus);
    expect(options.options.rpId).toBe("lotus.localhost");
    for (const [rpId, origin] of [
      ["lotus.localhost", LOTUS_ORIGIN],
      ["localhost", HARIMAU_ORIGIN],
    ] as const) {
      const fresh = await loginOptions(lotus);
      const response = authenticator.authenticate(fresh.options, origin, { rpId });
      expect(
        await lotus.call("POST", "/api/player/user/passkey/login", {
          body: { challenge_id: fresh.challenge_id, response },
        }),
      ).toMatchObject(FAILED);
    }
    // a Lotus challenge is not one of Harimau's
    const harimau = client();
    const stray = authenticator.authenticate(options.options, HARIMAU_ORIGIN, { rpId: "localhost" });
    expect(
      await harimau.call("POST", "/api/player/user/passkey/login", {
        body: { challenge_id: options.challenge_id, response: stray },
      }),
    ).toMatchObject(EXPIRED);
    // on Harimau's host: signed for a look-alike origin, or with another player's user handle
    for (const use of [
      { origin: "http://evil.localhost:5173" },
      { origin: HARIMAU_ORIGIN, userHandle: "AAAAAAAAAAAAAAAAAAAAAA" },
    ]) {
      const fresh = await loginOptions(harimau);
      const response = authenticator.authenticate(fresh.options, use.origin, { userHandle: use.userHandle });
      expect(
        await harimau.call("POST", "/api/player/user/passkey/login", {
          body: { challenge_id: fresh.challenge_id, response },
        }),
      ).toMatchObject(FAILED);
    }
    // the passkey still works where it belongs, its user handle left out (it is optional)
    const fine = await loginOptions(harimau);
    const response = authenticator.authenticate(fine.options, HARIMAU_ORIGIN, { userHandle: null });
    expect(
      (
        await harimau.call("POST", "/api/player/user/passkey/login", {
          body: { challenge_id: fine.challenge_id, response },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses an expired challenge (5 minutes, server clock), to sign in and to add", async () => {
    const player = await newPlayer("pk_expiry");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    const as = client();
    const login = await loginOptions(as);
    const add = await as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken });
    server.advance(5 * 60 * 1000 + 1000);
    const assertion = authenticator.authenticate(login.options, HARIMAU_ORIGIN);
    expect(
      await as.call("POST", "/api/player/user/passkey/login", {
        body: { challenge_id: login.challenge_id, response: assertion },
      }),
    ).toMatchObject(EXPIRED);
    const { response } = authenticator.register(add.body.options, HARIMAU_ORIGIN);
    expect(
      await as.call("POST", "/api/player/security/passkeys", {
        token: player.jwtToken,
        body: { challenge_id: add.body.challenge_id, name: "Late", response },
      }),
    ).toMatchObject(EXPIRED);
  });

  it("one challenge, many requests at once: exactly one signs in", async () => {
    const player = await newPlayer("pk_race");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    const as = client();
    const login = await loginOptions(as);
    const body = {
      challenge_id: login.challenge_id,
      response: authenticator.authenticate(login.options, HARIMAU_ORIGIN),
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => as.call("POST", "/api/player/user/passkey/login", { body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && a.body === EXPIRED.body)).toHaveLength(7);
  });

  it("two assertions with one counter at once (a clone racing the original): exactly one signs in", async () => {
    const player = await newPlayer("pk_counter_race");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    const as = client();
    const challenges = await Promise.all(Array.from({ length: 4 }, () => loginOptions(as)));
    const bodies = challenges.map((login) => ({
      challenge_id: login.challenge_id,
      response: authenticator.authenticate(login.options, HARIMAU_ORIGIN, { counter: 7 }),
    }));
    const answers = await Promise.all(
      bodies.map((body) => as.call("POST", "/api/player/user/passkey/login", { body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401 && a.body === FAILED.body)).toHaveLength(3);
  });

  it("counts passkey sign-in attempts per client address", async () => {
    const as = client();
    const body = {
      challenge_id: "00000000-0000-4000-8000-000000000000",
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "AAAA", authenticatorData: "AAAA", signature: "AAAA" },
        clientExtensionResults: {},
      },
    };
    for (let i = 0; i < 30; i++) {
      expect(await as.call("POST", "/api/player/user/passkey/login", { body })).toMatchObject(EXPIRED);
    }
    expect(await as.call("POST", "/api/player/user/passkey/login", { body })).toMatchObject({
      status: 429,
      body: "Too many requests, try again later",
    });
    // another address is not held back
    expect(await client().call("POST", "/api/player/user/passkey/login", { body })).toMatchObject(EXPIRED);
  });
});

describe("the player's passkeys", () => {
  it("are private: another player neither sees nor removes them", async () => {
    const owner = await newPlayer("pk_private_a");
    const other = await newPlayer("pk_private_b");
    await addPasskey(owner, createSoftAuthenticator(), "Owner's phone");
    const [mine] = (await list(owner)).body.items;
    expect(mine?.name).toBe("Owner's phone");
    expect((await list(other)).body.items).toEqual([]);
    expect(
      await client().call("DELETE", `/api/player/security/passkeys/${mine?.id}`, { token: other.jwtToken }),
    ).toMatchObject({
      status: 404,
      body: "Passkey not found",
    });
    expect((await list(owner)).body.items).toHaveLength(1);
    expect(await client().call("GET", "/api/player/security/passkeys")).toMatchObject({ status: 401 });
    const removed = await client().call<PasskeyList>("DELETE", `/api/player/security/passkeys/${mine?.id}`, {
      token: owner.jwtToken,
    });
    expect(removed).toMatchObject({ status: 200, body: { items: [] } });
    expect(
      await client().call("DELETE", `/api/player/security/passkeys/${mine?.id}`, { token: owner.jwtToken }),
    ).toMatchObject({
      status: 404,
      body: "Passkey not found",
    });
    expect(
      await client().call("DELETE", "/api/player/security/passkeys/not-an-id", { token: owner.jwtToken }),
    ).toMatchObject({
      status: 404,
    });
  });

  it("a removed passkey no longer signs in", async () => {
    const player = await newPlayer("pk_removed");
    const authenticator = createSoftAuthenticator();
    await addPasskey(player, authenticator);
    const [item] = (await list(player)).body.items;
    await client().call("DELETE", `/api/player/security/passkeys/${item?.id}`, { token: player.jwtToken });
    const as = client();
    const login = await loginOptions(as);
    expect(
      await as.call("POST", "/api/player/user/passkey/login", {
        body: { challenge_id: login.challenge_id, response: authenticator.authenticate(login.options, HARIMAU_ORIGIN) },
      }),
    ).toMatchObject(FAILED);
  });

  it("refuses the same passkey twice and more than 10", async () => {
    const player = await newPlayer("pk_many");
    const authenticator = createSoftAuthenticator();
    const first = await addPasskey(player, authenticator);
    const as = client();
    const options = await as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken });
    const { response } = authenticator.register(options.body.options, HARIMAU_ORIGIN, first);
    expect(
      await as.call("POST", "/api/player/security/passkeys", {
        token: player.jwtToken,
        body: { challenge_id: options.body.challenge_id, name: "Again", response },
      }),
    ).toMatchObject({ status: 409, body: "This passkey is already added" });
    for (let i = 1; i < passkeysMax; i++) await addPasskey(player, authenticator, `Key ${i}`);
    expect((await list(player)).body.items).toHaveLength(passkeysMax);
    expect(await as.call("POST", "/api/player/security/passkeys/options", { token: player.jwtToken })).toMatchObject({
      status: 400,
      body: "You can add at most 10 passkeys",
    });
  });

  it("adds at most 10 when many are added at once", async () => {
    const player = await newPlayer("pk_burst");
    const authenticator = createSoftAuthenticator();
    for (let i = 0; i < passkeysMax - 2; i++) await addPasskey(player, authenticator, `Key ${i}`);
    const as = client();
    const pending = await Promise.all(
      Array.from({ length: 4 }, () =>
        as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken }),
      ),
    );
    const answers = await Promise.all(
      pending.map((options, i) =>
        as.call("POST", "/api/player/security/passkeys", {
          token: player.jwtToken,
          body: {
            challenge_id: options.body.challenge_id,
            name: `Burst ${i}`,
            response: authenticator.register(options.body.options, HARIMAU_ORIGIN).response,
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 400 && a.body === "You can add at most 10 passkeys")).toHaveLength(2);
    expect((await list(player)).body.items).toHaveLength(passkeysMax);
  });

  it("one registration challenge, sent many times at once: added once", async () => {
    const player = await newPlayer("pk_add_race");
    const as = client();
    const options = await as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken });
    const { response } = createSoftAuthenticator().register(options.body.options, HARIMAU_ORIGIN);
    const body = { challenge_id: options.body.challenge_id, name: "Race", response };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        as.call("POST", "/api/player/security/passkeys", { token: player.jwtToken, body }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await list(player)).body.items).toHaveLength(1);
  });

  it("refuses an answer that does not verify, and a page that is not the tenant's", async () => {
    const player = await newPlayer("pk_bad");
    const as = client();
    const options = await as.call<Options>("POST", "/api/player/security/passkeys/options", { token: player.jwtToken });
    // made on another origin (a phishing page relaying the options)
    const { response } = createSoftAuthenticator().register(options.body.options, "http://evil.localhost:5173");
    expect(
      await as.call("POST", "/api/player/security/passkeys", {
        token: player.jwtToken,
        body: { challenge_id: options.body.challenge_id, name: "Phish", response },
      }),
    ).toMatchObject({ status: 400, body: "This passkey could not be added" });
    // a page on a host the tenant does not have (the sandbox answers for it with the first tenant)
    const stranger = client("http://stranger.localhost:5173/login");
    expect(await stranger.call("POST", "/api/player/user/passkey/options", { body: {} })).toMatchObject({
      status: 400,
    });
  });

  it("bounds the body: a WebAuthn answer may pass the usual 16 KB, not 64 KB", async () => {
    const player = await newPlayer("pk_bounds");
    const as = client();
    const big = (size: number) => ({ challenge_id: "x", name: "x", response: { padding: "A".repeat(size) } });
    expect(
      await as.call("POST", "/api/player/security/passkeys", { token: player.jwtToken, body: big(20 * 1024) }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(
      await as.call("POST", "/api/player/security/passkeys", { token: player.jwtToken, body: big(70 * 1024) }),
    ).toMatchObject({ status: 413 });
    expect(await as.call("POST", "/api/player/user/passkey/login", { body: big(70 * 1024) })).toMatchObject({
      status: 413,
    });
  });
});
