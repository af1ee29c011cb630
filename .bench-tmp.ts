import http from "node:http";
const [base, path, token, seconds = "5", conc = "64"] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(conc) });
const url = new URL(path!, base);
let done = 0, errors = 0, s5xx = 0; const lat: number[] = [];
const end = Date.now() + Number(seconds) * 1000;
function one(): Promise<void> {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.request(url, { agent, headers: token && token !== "-" ? { "X-Cookie": token } : {} }, (res) => {
      res.resume(); res.on("end", () => { lat.push(performance.now() - t); done++; if ((res.statusCode ?? 0) >= 500) s5xx++; if (res.statusCode !== 200) errors++; resolve(); });
    });
    req.on("error", () => { errors++; resolve(); });
    req.end();
  });
}
async function loop() { while (Date.now() < end) await one(); }
const t0 = Date.now();
await Promise.all(Array.from({ length: Number(conc) }, loop));
const secs = (Date.now() - t0) / 1000;
lat.sort((a, b) => a - b);
console.log(path, `${Math.round(done / secs)} req/s`, `non200=${errors} 5xx=${s5xx}`, `p50=${lat[Math.floor(lat.length * 0.5)]?.toFixed(1)}ms p99=${lat[Math.floor(lat.length * 0.99)]?.toFixed(1)}ms`);
agent.destroy();
