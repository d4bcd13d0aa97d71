// The contract's endpoints and schemas (zod) are loaded by the first call that needs them, not with the page: the
// first JavaScript of a page then carries no schema (a page the server rendered shows its data before any call), and
// every later call finds the module already loaded. Constants the first render needs live in zod-free contract
// modules (copy, catalogue, notice-copy, error-codes …) and are imported directly.
export const loadContract = () => import('@app/contract/lazy');
