// Titles and summaries of the public pages (loaded with those pages, not at start).
import type { PublicSlug } from './routes';

export const publicPages: readonly { slug: PublicSlug; title: string; summary: string }[] = [
  { slug: 'user-agreement', title: 'User agreement', summary: 'The terms every member agrees to.' },
  { slug: 'privacy-policy', title: 'Privacy policy', summary: 'What we store about you and why.' },
  { slug: 'cookie-policy', title: 'Cookie policy', summary: 'The cookies this site sets and what they do.' },
  { slug: 'dispute-notice', title: 'Dispute notice', summary: 'How to raise a dispute with us.' },
  { slug: 'email-feedback', title: 'Email feedback', summary: 'Tell us about an email you received.' },
  { slug: 'success-stories', title: 'Success stories', summary: 'Couples who met here tell their stories.' },
  { slug: 'feedback/success-stories', title: 'Share your story', summary: 'Tell us how you met.' },
  {
    slug: 'fraud-protection',
    title: 'Fraud protection',
    summary: 'How we keep scammers out, and how to spot them.',
  },
  { slug: 'safety-tips', title: 'Safety tips', summary: 'Meeting someone new, safely.' },
  { slug: 'faq', title: 'Questions and answers', summary: 'Answers to what members ask most.' },
  { slug: 'interested-in-me', title: 'Interested in me', summary: 'Members who showed interest in you.' },
  { slug: 'customer-service', title: 'Customer service', summary: 'Write to our support team.' },
  { slug: 'tech-support', title: 'Technical support', summary: 'Report a problem with the site.' },
  { slug: 'media-inquiries', title: 'Media inquiries', summary: 'Press contacts.' },
  { slug: 'bug-report', title: 'Report a bug', summary: 'Tell us what went wrong.' },
  { slug: 'password-recovery', title: 'Password recovery', summary: 'Get a link to set a new password.' },
  { slug: 'system-abuse', title: 'System abuse', summary: 'Report spam or abuse of the service.' },
  { slug: 'report-user', title: 'Report a member', summary: 'Tell us about a member who broke the rules.' },
  { slug: 'blocklist/add', title: 'Block a member', summary: 'Stop a member from seeing or contacting you.' },
];
