import { startServer } from "./server/main.ts";

const t = Date.now();
const s = await startServer({ port: 0, dataDir: process.argv[2], announce: true });
console.log("started in", Date.now() - t, "ms");
await s.close();
