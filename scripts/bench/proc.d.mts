// Types of proc.mjs, for the TypeScript benchmarks (scripts/bench/live.ts).
export function cpuMs(pids: readonly number[]): number | null;
export function backendPids(databaseUrl: string | undefined): Promise<number[]>;
