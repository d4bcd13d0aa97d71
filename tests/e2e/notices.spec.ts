// A notice banner a member dismissed stays dismissed for the session, on pages the server renders too: after a reload
// the server's HTML leaves it out (nothing flashes), and the browser's first render agrees with that HTML (a banner
// in one and not the other is React's hydration mismatch, error #418 in production).
import { noticeCopy, noticeDismissal } from '@app/contract';
import type { NoticeKind } from '@app/contract';
import { expect, test } from './fixtures';
import { demo, hydrated, logIn, watchConsole } from './helpers';

test('a dismissed banner stays away after a reload, and the rendered page hydrates without a mismatch', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await logIn(page, demo.newProfile);
  const listed = await page.request.get('/api/user/notices');
  const { notices } = ((await listed.json()) as { data: { notices: { kind: NoticeKind }[] } }).data;
  const kind = notices.map((notice) => notice.kind).find((k) => noticeDismissal[k] === 'session');
  expect(kind, 'the new demo member has a banner dismissed for the session').toBeDefined();
  const { title } = noticeCopy[kind!];

  await page.reload();
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Notices' }).getByRole('region', { name: title });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  expect(messages).toEqual([]);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(banner).toHaveCount(0);
  expect(messages, 'console errors and warnings after the reload').toEqual([]);

  // The server renders the page without it too, so it does not show for a moment and vanish.
  const served = await page.request.get('/home', { headers: { accept: 'text/html' } });
  const html = await served.text();
  expect(html, '/home arrives rendered').toContain('id="ssr-state"');
  expect(html).toContain('Welcome back');
  expect(html).not.toContain(title);
});
