/**
 * `npm run dev`: the reference API on :3001 (SANDBOX=1, data in .data/) and the Vite
 * dev server on :5173 with hot reload, proxying /api to the API. Ctrl-C stops both.
 */
import { spawn } from "node:child_process";

const api = spawn("node", ["--watch-path=server", "--watch-path=src/api/contract", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: "3001", STATIC_DIR: "none", SANDBOX: "1" },
});
const vite = spawn("npx", ["vite", "--port", "5173"], { stdio: "inherit" });

const stop = () => {
  api.kill();
  vite.kill();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
api.on("exit", stop);
vite.on("exit", stop);
