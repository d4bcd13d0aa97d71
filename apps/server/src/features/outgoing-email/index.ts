// Outgoing email: app.email (sender.ts) over nodemailer, app.emailNotices (notify.ts), the shared template layout
// (templates.ts) and the dev outbox pages. Member messages are the messaging feature's, not this.
export { default } from './outgoing-email.plugin.ts';
