// The dev outbox: the mail the server sent, newest first, as a page (/dev/outbox, to read locally what `npm start`
// would have mailed and follow its links) and as JSON (/dev/outbox.json?to=<address>, for the tests that follow
// links). Outside the contract on purpose, like the test clock: no client calls it. It exists only in demo mode and
// answers only this machine; elsewhere both paths answer a plain 404 (the site's page fallback would otherwise).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JobQueue } from '../../db/job-queue.ts';
import { thisMachineOnly } from '../../http/this-machine.ts';
import type { OutboxRepository, OutboxRow } from './outbox.repository.ts';
import { escapeHtml } from './templates.ts';

const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Text with its http(s) links made clickable, escaped. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const outboxPage = (rows: OutboxRow[], nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f1f24 }
article { border-top: 1px solid #ccc; padding: 1rem 0 } dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .5rem }
dt { font-weight: 600 } dd { margin: 0; overflow-wrap: anywhere } pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f4f5; padding: .75rem }
</style></head>
<body>
<h1>Outbox</h1>
<p>The mail this server sent, newest first (demo mode, this machine only). ${rows.length === 0 ? 'Nothing yet.' : ''}</p>
${rows
  .map(
    (row) => `<article aria-labelledby="mail-${row.id}">
<h2 id="mail-${row.id}">${escapeHtml(row.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd><dt>Sent</dt><dd><time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString()}</time></dd>
<dt>Kind</dt><dd>${escapeHtml(row.kind)}</dd><dt>Status</dt><dd>${row.status} (${row.transport})</dd></dl>
<pre>${linkify(row.textBody)}</pre>
</article>`,
  )
  .join('\n')}
</body></html>`;

const asJson = (row: OutboxRow) => ({
  id: row.id,
  to: row.toAddress,
  memberId: row.memberId,
  kind: row.kind,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  transport: row.transport,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export default async function outboxRoutes(
  app: FastifyInstance,
  options: { repo: OutboxRepository | null; jobs: Pick<JobQueue, 'settle'> },
) {
  const { repo, jobs } = options;
  const read = async (query: unknown) => {
    const parsed = outboxQuery.safeParse(query);
    if (!parsed.success || !repo) return null;
    // Mail is sent by the job queue just after the answer that asked for it: what is due is sent first.
    await jobs.settle();
    return repo.list({ ...(parsed.data.to ? { to: parsed.data.to } : {}), limit: parsed.data.limit });
  };

  app.get('/dev/outbox', { preHandler: thisMachineOnly }, async (request, reply) => {
    if (!repo) return reply.code(404).type('text/plain').send('Not found');
    const rows = await read(request.query);
    if (!rows) return reply.code(400).type('text/plain').send('to: an address; limit: 1 to 200');
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(outboxPage(rows, reply.cspNonce()));
  });

  app.get('/dev/outbox.json', { preHandler: thisMachineOnly }, async (request, reply) => {
    if (!repo) return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    const rows = await read(request.query);
    if (!rows)
      return reply.code(400).send({
        error: { code: 'invalid_request', message: 'to: an address; limit: 1 to 200', field: 'to' },
      });
    reply.header('cache-control', 'no-store');
    return { data: { mail: rows.map(asJson) } };
  });
}
