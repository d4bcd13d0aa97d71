// The seven notices of SPEC point 3 (the contract's notices.ts and its rules): which apply now, and dismissing one.
export { default } from './notices.routes.ts';
