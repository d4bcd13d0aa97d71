// Download my data against the real server, in Chromium: a member asks for a copy in the account settings, the
// server's job builds it (the e2e server runs jobs in its worker), the mail arrives in the dev outbox, its link
// opens the page at "Your data", and the download link saves a zip holding the member's profile and messages.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './fixtures';
import { DATA_EXPORT_DOWNLOAD_PATH } from '@app/contract';
import type { DemoMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { logInAs } from './helpers';

let asker: DemoMember;

test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const [first] = spareMembers(await readDemoRoster(), 'dataExport').free;
  if (!first) throw new Error('the data export spec needs a spare member');
  asker = first;
});

/** The link of the newest data-export mail to `email`, as a path on the address the tests use. */
async function mailedLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { mail: { kind: string; text: string }[] } };
    link = data.mail
      .find((m) => m.kind === 'data-export')
      ?.text.match(/https?:\/\/\S+\/profile\/settings\/account-settings\?export=ready/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 60_000 });
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('asks for a copy, gets the mail, and downloads a zip of their profile and messages', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await logInAs(browser, asker.email);
  await page.goto('/profile/settings/account-settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    section.getByText("We're preparing your file; we'll email you when it's ready."),
  ).toBeVisible();

  // The job runs in the server's worker: the status API says ready (the page reads it again by itself too).
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/user/settings/data-export');
        return ((await response.json()) as { data: { state: string } }).data.state;
      },
      { timeout: 60_000 },
    )
    .toBe('ready');

  // The mail's link opens the page at "Your data", its heading focused, the download offered.
  await page.goto(await mailedLink(page, asker.email));
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeFocused({ timeout: 30_000 });
  const link = section.getByRole('link', { name: /^Download \(.+\)$/ });
  await expect(link).toHaveAttribute('href', DATA_EXPORT_DOWNLOAD_PATH);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^spark-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(path)));
  const profile = JSON.parse(strFromU8(files['profile.json']!)) as { member: { email: string } };
  expect(profile.member.email).toBe(asker.email);
  expect(files['messages.json']).toBeDefined();
  expect(Array.isArray(JSON.parse(strFromU8(files['messages.json']!)))).toBe(true);
});
