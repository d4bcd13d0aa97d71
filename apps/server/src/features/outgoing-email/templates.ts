// The shared layout of every email: a heading, paragraphs, at most one action (a button in HTML, the bare link in
// text) and a footer note, rendered as plain text and as simple, accessible HTML (one column, real text, a language,
// a title, links that say where they go). Every value is escaped: templates pass member-written text (a display
// name, a message preview) straight in.
import type { Config } from '../../config.ts';

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why the member gets this email, or how to stop it (small print under the action). */
  footerNote?: string;
}

export interface RenderedEmail {
  text: string;
  html: string;
}

/** The product's name as emails sign it. */
export const EMAIL_SIGNATURE = 'Spark';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * An absolute link to a page of the site, on the configured public address (PUBLIC_URL), never the request's Host
 * header: a client chooses that header, and a link mailed to someone must not point wherever the client said.
 */
export function siteLink(
  config: Pick<Config, 'publicUrl'>,
  path: string,
  query?: Record<string, string>,
): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, `${config.publicUrl}/`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footerNote ? [content.footerNote, ''] : []),
    `— ${EMAIL_SIGNATURE}`,
  ].join('\n');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1f24">${escapeHtml(p)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#b3124a;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4a4a55">Or copy this address into your browser: <a href="${escapeHtml(content.action.url)}" style="color:#b3124a;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footer = content.footerNote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#4a4a55">${escapeHtml(content.footerNote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f4f5">
<main style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f1f24">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${action}
${footer}
<p style="margin:24px 0 0;font-size:13px;color:#4a4a55">— ${EMAIL_SIGNATURE}</p>
</main>
</body>
</html>
`;
  return { text, html };
}
