/**
 * How long a server-rendered page may stay unclickable at most while it waits for its code to hydrate it, should a
 * part never hydrate (its code failed to load). Read by main.tsx and by the inline loader the build writes into
 * index.html (src/boot), which turns the lock on at the first paint.
 */
export const HYDRATION_LOCK_MS = 10_000;
