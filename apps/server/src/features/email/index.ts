// Email settings, validation links and notification mails (the contract's email.ts).
export { default } from './email.routes.ts';
