// The sandbox CAPTCHA's one accepted answer, without zod: the login page shows the sandbox's checkbox when the server
// asks for a CAPTCHA, and must not load the contract's schemas to do so.

/** The sandbox CAPTCHA's one accepted answer (its checkbox sends it; any other token is refused). */
export const SANDBOX_CAPTCHA_PASS = 'sandbox-pass';
