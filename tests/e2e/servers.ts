// One server per Playwright worker, on consecutive ports of 127.0.0.1 (playwright.config.ts starts them; the
// fixtures in fixtures.ts point each worker's pages at its own).

/** Workers, and so servers: E2E_WORKERS, default 2 (one a core on the 2-core machines CI runs on). */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const firstPort = Number(process.env.E2E_PORT ?? 8123);

export const serverPort = (worker: number) => firstPort + worker;

export const serverURL = (worker: number) => `http://127.0.0.1:${serverPort(worker)}`;
