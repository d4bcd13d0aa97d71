// The site pages that links in the server's mails open, each with its token in `?token=`. Plain constants with no
// zod, so the site's route table (loaded by every page, the landing page included) does not pull in the validator.

/** The site's page a validation link opens; works logged in or out. */
export const EMAIL_VALIDATION_SLUG = 'email/validate';

/** The site's page that a recovery link opens. */
export const PASSWORD_RECOVERY_SLUG = 'password-recovery';

/** The sign-up form (a note to an address that is a member's already links here only to say it is not needed). */
export const SIGNUP_SLUG = 'signup';

/** The site's page a sign-up link opens: it creates the member and logs them in. */
export const SIGNUP_CONFIRM_SLUG = 'signup/confirm';
