/**
 * A small load balancer in front of the API instances, as a deployment has one (on 127.0.0.1, port 0):
 * round robin over the instances it believes ready, from `GET /readyz` asked every 200 ms (none ready: all
 * of them, so clients hear the API's own 503 during a database outage instead of the proxy's). A request whose
 * connection is refused or reset before any byte of an answer goes to the next instance (its body is kept for
 * that; every money move carries an idempotency key, so a resend is safe); when none takes it, 502. Answers,
 * the event stream included, are piped through as they come, never buffered.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Target = { name: string; port: number };
export type ProxyStats = { requests: number; retried: number; badGateway: number };

export type BalancingProxy = {
  url: string;
  add: (target: Target) => void;
  remove: (name: string) => void;
  /** Whether the last readiness poll of this target answered 200. */
  isReady: (name: string) => boolean;
  /** Requests other than GET (money moves, messages) sent to this target and not answered yet. */
  inFlight: (name: string) => number;
  stats: () => ProxyStats;
  close: () => Promise<void>;
};

type Upstream = Target & { ready: boolean; agent: http.Agent; writes: number };

const pollMs = 200;
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

function forwardable(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !hopByHop.has(name.toLowerCase())) out[name] = value;
  }
  return out;
}

export async function startProxy(): Promise<BalancingProxy> {
  const upstreams: Upstream[] = [];
  let turn = 0;
  const stats: ProxyStats = { requests: 0, retried: 0, badGateway: 0 };

  /** The instances to try, in order: the ready ones from the next in turn, then the others. */
  const candidates = () => {
    const ready = upstreams.filter((u) => u.ready);
    const pool = ready.length > 0 ? ready : upstreams;
    const start = pool.length > 0 ? turn++ % pool.length : 0;
    const ordered = [...pool.slice(start), ...pool.slice(0, start)];
    return [...ordered, ...upstreams.filter((u) => !ordered.includes(u))];
  };

  const server = http.createServer((req, res) => {
    stats.requests++;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const order = candidates();
      let current: http.ClientRequest | null = null;
      let clientGone = false;
      // the client went away (it gave up, or closed its stream): so does the request upstream
      res.on("close", () => {
        if (res.writableFinished) return;
        clientGone = true;
        current?.destroy();
      });
      const attempt = (index: number) => {
        if (clientGone) return;
        const target = order[index];
        if (!target) {
          stats.badGateway++;
          if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
          res.end(JSON.stringify("Bad gateway"));
          return;
        }
        let answered = false;
        const write = req.method !== "GET";
        if (write) target.writes++;
        let counted = write;
        const done = () => {
          if (counted) target.writes--;
          counted = false;
        };
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...forwardable(req.headers), "content-length": String(body.length) },
            agent: target.agent,
          },
          (answer) => {
            answered = true;
            done();
            res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
            res.flushHeaders();
            answer.pipe(res);
            // the instance went away in the middle of an answer (a stream, a kill): the client sees it end
            answer.on("aborted", () => res.destroy());
            answer.on("error", () => res.destroy());
          },
        );
        current = upstream;
        upstream.on("error", () => {
          done();
          if (answered) return res.destroy();
          if (clientGone) return;
          // refused or reset before any byte of an answer: the next instance
          if (index + 1 < order.length) stats.retried++;
          attempt(index + 1);
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;

  const poll = (u: Upstream) => {
    const check = http.get(
      { host: "127.0.0.1", port: u.port, path: "/readyz", agent: false, timeout: 1_000 },
      (answer) => {
        u.ready = answer.statusCode === 200;
        answer.resume();
      },
    );
    check.on("timeout", () => check.destroy());
    check.on("error", () => {
      u.ready = false;
    });
  };
  const poller = setInterval(() => {
    for (const u of upstreams) poll(u);
  }, pollMs);

  return {
    url: `http://127.0.0.1:${port}`,
    add: (target) => {
      const u: Upstream = { ...target, ready: false, agent: new http.Agent({ keepAlive: true }), writes: 0 };
      upstreams.push(u);
      poll(u);
    },
    remove: (name) => {
      const index = upstreams.findIndex((u) => u.name === name);
      if (index === -1) return;
      upstreams[index]?.agent.destroy();
      upstreams.splice(index, 1);
    },
    isReady: (name) => upstreams.find((u) => u.name === name)?.ready ?? false,
    inFlight: (name) => upstreams.find((u) => u.name === name)?.writes ?? 0,
    stats: () => ({ ...stats }),
    close: () =>
      new Promise<void>((done) => {
        clearInterval(poller);
        for (const u of upstreams) u.agent.destroy();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
