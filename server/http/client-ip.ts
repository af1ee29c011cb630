/**
 * The client's address, for rate limits. By default (TRUST_PROXY=0) it is the socket's peer and
 * `X-Forwarded-For` is ignored: anyone can write that header. Behind N proxies we own
 * (TRUST_PROXY=N), each appends the address it saw, so the N-th entry from the right is the one
 * our outermost proxy saw; entries left of it were written by the client and are not believed.
 * IPv6 clients are grouped by their /64 (one subscriber usually holds a whole /64).
 */
import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The socket peer of a request served by @hono/node-server, else null (app.fetch called directly). */
function socketAddress(c: Context): string | null {
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress ?? null;
}

/** Expands an IPv6 address to its 8 groups (no zone), or null. */
function ipv6Groups(address: string): string[] | null {
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return null;
  let text = bare;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => g.toLowerCase().padStart(4, "0"));
  return groups.length === 8 ? groups : null;
}

/** The rate-limit key of an address: IPv4 as is (also when IPv4-mapped), IPv6 by /64, else "unknown". */
export function addressKey(raw: string | null | undefined): string {
  const address = raw?.trim() ?? "";
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return "unknown";
  if (groups.slice(0, 5).every((g) => g === "0000") && groups[5] === "ffff") {
    const [hi = 0, lo = 0] = [Number.parseInt(groups[6] ?? "0", 16), Number.parseInt(groups[7] ?? "0", 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * The client address of a request, believing `trustedHops` proxies: 0 = the socket peer;
 * N = the N-th `X-Forwarded-For` entry from the right (the leftmost one when there are fewer).
 */
export function clientAddress(c: Context, trustedHops: number): string {
  const chain = [socketAddress(c)];
  if (trustedHops > 0) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
    chain.push(...forwarded.reverse());
  }
  const index = Math.min(trustedHops, chain.length - 1);
  return addressKey(chain[index]);
}
