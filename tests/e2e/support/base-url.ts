/**
 * Where this Playwright worker's server listens. Each worker runs its own reference API with its own
 * database (support/worker-server.ts): worker n (its parallel index) on E2E_PORT + n, so tests in two
 * workers never share a player, a session, the sandbox clock or a tenant setting. Playwright sets
 * TEST_PARALLEL_INDEX in every worker process; in the runner's own process it is unset (worker 0).
 */
export const basePort = Number(process.env.E2E_PORT ?? 4321);
export const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = `http://localhost:${port}`;
