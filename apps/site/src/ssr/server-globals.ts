// Loaded first by the server renderer (entry-server.tsx). The site's modules read localStorage and sessionStorage
// (the client core's session and pollers, stored permissions); Node has neither. On the server they are storages that
// keep nothing: a render must never remember one member's data for the next request, and the page then renders
// from what the server fetched for this request only.
export const nothingKept: Storage = {
  get length() {
    return 0;
  },
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: nothingKept, configurable: true });
}
