// Mail: app.mail (mailer.ts) over nodemailer, the shared template layout (templates.ts) and the dev outbox pages.
export { default } from './mail.plugin.ts';
export type { Mailer, OutgoingMail, SentMail } from './mailer.ts';
export { renderMail, siteLink, escapeHtml } from './templates.ts';
export type { MailContent, RenderedMail } from './templates.ts';
