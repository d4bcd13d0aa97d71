// Outgoing email: app.email (sender.ts) over nodemailer, app.emailNotices (notify.ts), the shared template layout
// (templates.ts) and the dev outbox pages. Member messages are the messaging feature's, not this.
export { default } from './outgoing-email.plugin.ts';
export type { EmailSender, OutgoingEmail, SentEmail } from './sender.ts';
export { renderEmail, siteLink, escapeHtml } from './templates.ts';
export type { EmailContent, RenderedEmail } from './templates.ts';
