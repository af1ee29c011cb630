/**
 * Player actions over HTTP against any running reference API: used by the server tests
 * (on their own test server) and by the Playwright tests (on the e2e server) to arrange
 * players the real way, through the API and the sandbox SMS sink.
 */

import type { OtpPurpose } from "../../src/api/contract/otp.ts";
export type Answer<T = unknown> = { status: number; body: T; headers: Headers };

export type CallOptions = {
  body?: unknown;
  /** Sent as is (no JSON encoding, no content type unless given). */
  raw?: BodyInit;
  token?: string | null;
  /** Page URL sent in current_domain (picks the tenant). */
  domain?: string;
  headers?: Record<string, string>;
};

/** Anything that can call the API: a test server, or the e2e server over HTTP. */
export type Caller = {
  call: <T = unknown>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>>;
};

/**
 * fetch, and a second try when the kept-alive connection it reused had just been closed by the server (ECONNRESET
 * before any answer: the keep-alive race every HTTP client has; seen on a busy CI machine, on a POST too). Safe for
 * a write as well: Node closes a kept-alive connection only while it is idle, so a request that met the reset was
 * never read, let alone applied (a reset after the server read a request would come with or after its answer).
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "ECONNRESET") throw error;
    return fetch(url, init);
  }
}

export function httpCaller(baseUrl: string): Caller {
  async function call<T>(method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.domain) headers.current_domain = opts.domain;
    if (opts.token) headers["X-Cookie"] = opts.token;
    let body: BodyInit | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["Content-Type"] ??= "application/json";
    }
    const res = await fetchOnce(`${baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return { call };
}

let phoneCounter = 0;
/** A fresh Malaysian mobile number per call (unique within a test file). */
export function freshPhone(): string {
  phoneCounter += 1;
  return `6011${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(4, "0")}`;
}

type SmsItem = { contact_no: string; body: string; code: string; created_at: string };

/** Requests a code and reads it back from the sandbox SMS sink. */
export async function requestCode(
  server: Caller,
  contactNo: string,
  purpose: OtpPurpose,
  options: { domain?: string; token?: string } = {},
): Promise<string> {
  const res = await server.call("POST", "/api/player/otp/request", {
    body: { contact_no: contactNo, purpose },
    ...options,
  });
  if (res.status !== 200) throw new Error(`OTP request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return latestCode(server, contactNo, options.domain);
}

export async function latestCode(server: Caller, contactNo: string, domain?: string): Promise<string> {
  const sms = await server.call<SmsItem[]>("GET", `/api/sandbox/sms?contact_no=${contactNo}`, { domain });
  const code = sms.body[0]?.code;
  if (!code) throw new Error(`no SMS for ${contactNo}`);
  return code;
}

export type UserAnswer = {
  _id: string;
  username: string;
  jwtToken: string;
  nickname: string | null;
  avatar: string | null;
  wallet: number;
  total_downline: number;
  total_active_downline: number;
  referral_code: string;
  vip_tier: string;
  [key: string]: unknown;
};

/** Registers a new player (OTP included) and answers the User with its token. */
export async function registerPlayer(
  server: Caller,
  fields: { username: string; password?: string; referral_code?: string; domain?: string; contactNo?: string },
): Promise<UserAnswer & { password: string; contactNo: string }> {
  const contactNo = fields.contactNo ?? freshPhone();
  const password = fields.password ?? "Secret123";
  const otp = await requestCode(server, contactNo, "register", { domain: fields.domain });
  const res = await server.call<UserAnswer>("POST", "/api/player/user/register", {
    domain: fields.domain,
    body: {
      username: fields.username,
      password,
      confirm_password: password,
      full_name: `Player ${fields.username}`,
      contact_no: contactNo,
      otp,
      referral_code: fields.referral_code,
      registered_domain: fields.domain ?? "http://localhost:5173/register",
    },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, password, contactNo };
}

export async function loginAs(
  server: Caller,
  username: string,
  password: string,
  domain?: string,
): Promise<UserAnswer> {
  const res = await server.call<UserAnswer>("POST", "/api/player/user/login", { body: { username, password }, domain });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
