/** Where the e2e server listens (the Playwright config starts it there). */
export const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;
