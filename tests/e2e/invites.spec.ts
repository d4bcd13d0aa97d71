// Interests lists and invite and reply against the real server: two spare members of the seeded community both keep
// a reptile (saved through the API, keeping the rest of their lifestyle section). Member A opens their interests from
// the newsfeed, opens Reptile and finds member B; from B's profile A asks a 20Q question B has not answered; B
// replies from the invites page; A reads the reply under Sent.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { OwnProfile } from '@app/contract';
import type { DemoMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { cardOf, logInAs } from './helpers';

let a: DemoMember;
let b: DemoMember;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const { free } = spareMembers(await readDemoRoster(), 'invites');
  a = free[0]!;
  b = free[1]!;
});

/** Adds a reptile to the member's pets through the API (their session and XSRF cookie). */
async function keepReptile(page: Page) {
  const own = ((await (await page.request.get('/api/user/profile/edit')).json()) as { data: OwnProfile })
    .data;
  const lifestyle = own.sections.lifestyle;
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.put('/api/user/profile/sections/lifestyle', {
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
    data: { ...lifestyle, pets: [...new Set([...lifestyle.pets.filter((p) => p !== 'none'), 'reptile'])] },
  });
  expect(response.status()).toBe(200);
}

test('A finds B through a shared interest, asks a 20Q question; B replies; A reads the reply', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const asB = await logInAs(browser, b.email);
  await keepReptile(asB);
  const asA = await logInAs(browser, a.email);
  await keepReptile(asA);

  // The newsfeed leads to the interests lists.
  await asA.goto('/newsfeed');
  await asA.getByRole('link', { name: 'your interests' }).click();
  await expect(asA).toHaveURL(/\/interests$/);
  await expect(asA.getByRole('heading', { level: 1, name: 'Your interests' })).toBeVisible();
  const pets = asA.getByRole('region', { name: 'Pets' });
  await pets.getByRole('link', { name: /^Reptile/ }).click();
  await expect(asA).toHaveURL(/\/interests\/pet-reptile$/);
  await expect(asA.getByRole('heading', { level: 1, name: 'Pets: Reptile' })).toBeVisible();
  const card = cardOf(asA, b);
  await expect(card).toBeVisible();

  // From B's profile, A asks the first question B has not answered.
  await card.getByRole('link').first().click();
  await expect(asA).toHaveURL(new RegExp(`/profile/view/${b.id}$`));
  await asA.getByRole('button', { name: 'Ask a 20Q question' }).click();
  const dialog = asA.getByRole('dialog', { name: `Ask ${b.name} a 20Q question` });
  const question = dialog.getByRole('radio', { disabled: false }).first();
  await expect(question).toBeVisible();
  await question.check();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByRole('heading', { name: 'Invite sent' })).toBeVisible();
  await asA.keyboard.press('Escape');

  // B finds the invite under Received and replies.
  await asB.goto('/invites');
  const invite = asB.getByRole('listitem').filter({ hasText: a.name }).first();
  await expect(invite).toBeVisible();
  await invite.getByLabel('Your answer').fill('A long walk and a good coffee.');
  await invite.getByRole('button', { name: 'Send reply' }).click();
  await expect(invite.getByText('A long walk and a good coffee.')).toBeVisible();
  await expect(invite.getByText('Your reply', { exact: false })).toBeVisible();

  // A reads the reply under Sent.
  await asA.goto('/invites?box=sent');
  const sent = asA.getByRole('listitem').filter({ hasText: b.name }).first();
  await expect(sent.getByText('A long walk and a good coffee.')).toBeVisible();
  await expect(sent.getByText(`${b.name}'s reply`, { exact: false })).toBeVisible();
});
