/**
 * Passkeys in Playwright: Chromium's virtual authenticator (CDP `WebAuthn`), which answers the page's passkey
 * prompts by itself (user present and verified), and a passkey arranged through the API: the software
 * authenticator of the server tests registers it for the player, and the same key goes into the page's virtual
 * authenticator, so the app signs in with it without the passkeys screen being opened.
 */
import type { CDPSession, Page } from "@playwright/test";
import { createSoftAuthenticator, type SoftCredential } from "../../server/support/soft-authenticator.ts";
import type { Caller } from "../../support/api.ts";
import { baseURL } from "./base-url.ts";

export type VirtualAuthenticator = { cdp: CDPSession; authenticatorId: string };

/** A platform authenticator with passkeys (resident keys) and user verification, on this page's tab. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The passkeys the virtual authenticator holds. */
export async function virtualCredentials(authenticator: VirtualAuthenticator) {
  const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
    authenticatorId: authenticator.authenticatorId,
  });
  return credentials;
}

const base64 = (base64url: string) => Buffer.from(base64url, "base64url").toString("base64");

/** Puts a passkey made by the software authenticator into the virtual one (replacing what it held). */
export async function holdPasskey(authenticator: VirtualAuthenticator, credential: SoftCredential): Promise<void> {
  const { cdp, authenticatorId } = authenticator;
  await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: base64(credential.id),
      isResidentCredential: true,
      rpId: credential.rpId,
      privateKey: credential.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
      userHandle: base64(credential.userHandle),
      signCount: credential.counter,
    },
  });
}

/**
 * Adds a passkey to the account of the player whose session `token` is, through the API, as made on this app's page
 * (its host is the relying party): answers the credential, for `holdPasskey`.
 */
export async function arrangePasskey(api: Caller, token: string, name = "Arranged passkey"): Promise<SoftCredential> {
  const page = `${baseURL}/security/passkeys`;
  const options = await api.call<{ challenge_id: string; options: Parameters<SoftAuthenticator["register"]>[0] }>(
    "POST",
    "/api/player/security/passkeys/options",
    { token, domain: page, body: {} },
  );
  if (options.status !== 200)
    throw new Error(`passkey options failed: ${options.status} ${JSON.stringify(options.body)}`);
  const { response, credential } = createSoftAuthenticator().register(options.body.options, new URL(baseURL).origin);
  const added = await api.call("POST", "/api/player/security/passkeys", {
    token,
    domain: page,
    body: { challenge_id: options.body.challenge_id, name, response },
  });
  if (added.status !== 200) throw new Error(`adding the passkey failed: ${added.status} ${JSON.stringify(added.body)}`);
  return credential;
}

type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
