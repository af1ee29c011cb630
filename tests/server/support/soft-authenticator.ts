/**
 * A software WebAuthn authenticator for the API tests: ES256 keys (node:crypto), the client data and
 * authenticator data a browser and a platform authenticator would build, attestation "none". It answers
 * the options the server made as @simplewebauthn/browser's startRegistration / startAuthentication would
 * (JSON, base64url), and its signature counter can be set to replay or hold it still.
 */
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** Flags of the authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export type SoftCredential = {
  id: string;
  rpId: string;
  /** base64url of the user handle (the server's user.id). */
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
};

type RegistrationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type AuthenticationOptions = { challenge: string; rpId?: string };

export type RegistrationJSON = {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  authenticatorAttachment: "platform";
  clientExtensionResults: Record<string, never>;
};

export type AuthenticationJSON = {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  authenticatorAttachment: "platform";
  clientExtensionResults: Record<string, never>;
};

function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = createPublicKey(privateKey).export({ format: "jwk" });
  if (!jwk.x || !jwk.y) throw new Error("not an EC key");
  const key = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, new Uint8Array(Buffer.from(jwk.x, "base64url"))],
    [-3, new Uint8Array(Buffer.from(jwk.y, "base64url"))],
  ]);
  return isoCBOR.encode(key);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export function createSoftAuthenticator() {
  const credentials: SoftCredential[] = [];
  return {
    credentials,
    /**
     * Makes a new credential for the options, as seen from a page at `origin` (or answers with `again`, a
     * credential made before, as an authenticator that ignored excludeCredentials would).
     */
    register(
      options: RegistrationOptions,
      origin: string,
      again?: SoftCredential,
    ): { response: RegistrationJSON; credential: SoftCredential } {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const privateKey = again?.privateKey ?? generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
      const id = again ? Buffer.from(again.id, "base64url") : randomBytes(16);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | UV | AT]),
        counterBytes(0),
        Buffer.alloc(16), // aaguid: none
        Buffer.from([0, id.length]),
        id,
        coseKey(privateKey),
      ]);
      type Cbor = Parameters<typeof isoCBOR.encode>[0];
      const statement: Cbor = new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]);
      const attestationObject = isoCBOR.encode(statement);
      const credential = again ?? { id: b64(id), rpId, userHandle: options.user.id, privateKey, counter: 0 };
      if (!again) credentials.push(credential);
      return {
        credential,
        response: {
          id: credential.id,
          rawId: credential.id,
          type: "public-key",
          response: {
            clientDataJSON: b64(clientData("webauthn.create", options.challenge, origin)),
            attestationObject: b64(attestationObject),
            transports: ["internal"],
          },
          authenticatorAttachment: "platform",
          clientExtensionResults: {},
        },
      };
    },
    /**
     * Signs the options' challenge with `credential` (default: the last made) from a page at `origin`. The counter
     * goes up by one unless `counter` is given (then it is used as is and kept).
     */
    authenticate(
      options: AuthenticationOptions,
      origin: string,
      use: { credential?: SoftCredential; counter?: number; rpId?: string; userHandle?: string | null } = {},
    ): AuthenticationJSON {
      const credential = use.credential ?? credentials.at(-1);
      if (!credential) throw new Error("no credential");
      credential.counter = use.counter ?? credential.counter + 1;
      const authData = Buffer.concat([
        sha256(use.rpId ?? options.rpId ?? credential.rpId),
        Buffer.from([UP | UV]),
        counterBytes(credential.counter),
      ]);
      const data = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), credential.privateKey);
      const userHandle = use.userHandle === undefined ? credential.userHandle : use.userHandle;
      return {
        id: credential.id,
        rawId: credential.id,
        type: "public-key",
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          ...(userHandle === null ? {} : { userHandle }),
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
      };
    },
  };
}
