// One server per Playwright worker, on consecutive ports of 127.0.0.1 (playwright.config.ts starts them; the
// fixtures in fixtures.ts point each worker's pages at its own).

/**
 * Workers, and so servers: E2E_WORKERS, default 1. On 2 cores two workers were no faster in CI (7.1 and 7.9 min
 * against 7.8 for one; 9.0 in a third run) and the contention exposed timing races in specs.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const firstPort = Number(process.env.E2E_PORT ?? 8123);

export const serverPort = (worker: number) => firstPort + worker;

export const serverURL = (worker: number) => `http://127.0.0.1:${serverPort(worker)}`;
