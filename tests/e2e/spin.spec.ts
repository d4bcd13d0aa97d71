// Spin the matches against the real server, whose wheel is random: every journey holds for any outcome (it spins
// until a match is revealed while spins remain; a boost or an extra spin on the way is fine). One paying member of
// the seeded community that no other spec logs in as spins (3 daily spins), likes a match, and the match (in a
// second browser context) likes back: they are mutual. The spins run out and the countdown shows; extra spins are
// bought through checkout and one is used; with the server's clock moved past midnight Eastern (the e2e server's
// test clock, POST /api/test/clock) the daily spins are back. The clock is put back after the file.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SpinResult, SpinState } from '@app/contract';
import { EXTRA_SPINS_PER_PURCHASE, dailySpinAllowance, sandboxTestCards } from '@app/contract';
import type { DemoMember } from './demo-roster';
import { readDemoRoster, spareMembers } from './demo-roster';
import { cardOf, demo, logInAs } from './helpers';

let spinner: DemoMember;
/** Every seeded member by id: the wheel's match is found here to log in as them. */
let byId: ReadonlyMap<number, DemoMember>;

test.describe.configure({ mode: 'serial' });
// The spinner's page goes from one test to the next (fixtures.ts); afterAll closes it.
test.use({ keepContexts: true });

test.beforeAll(async () => {
  test.setTimeout(240_000); // the roster runs the seed in memory the first time (slow on a busy machine)
  const roster = await readDemoRoster();
  byId = roster.byId;
  spinner = spareMembers(roster, 'spin').paying[0]!;
});

test.afterAll(async ({ request }) => {
  await page?.context().close();
  await request.post('/api/test/clock', { data: { offsetMs: 0 } });
});

let page: Page;

const spinState = async (on: Page) =>
  ((await (await on.request.get('/api/user/spin')).json()) as { data: SpinState }).data;

const spinButton = (on: Page) => on.getByRole('button', { name: 'Spin', exact: true });

/** Spins once (the wheel must be enabled); resolves with the server's answer once the result is on screen. */
async function spinOnce(on: Page): Promise<{ spin: SpinResult; state: SpinState }> {
  const answered = on.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/user/spin' && response.request().method() === 'POST',
  );
  await spinButton(on).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { spin: SpinResult; state: SpinState } };
  // The wheel turns for a few seconds, then the result shows.
  await expect(on.getByRole('heading', { level: 2, name: /^Your (double )?spin$/ })).toBeVisible({
    timeout: 20_000,
  });
  return data;
}

const spinsLeft = (state: SpinState) => state.dailyLeft + state.extraLeft;

test('a member spins until a match is revealed and likes them; the match likes back: they are mutual', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The landing page's promise ("A daily spin") leads to the spin page through login.
  page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Log in and spin' }).click();
  await page.getByLabel('Email').fill(spinner.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/spin$/, { timeout: 45_000 });
  // The home page leads there too.
  await page.goto('/home');
  await page.getByRole('link', { name: "Spin for today's matches" }).click();
  await expect(page).toHaveURL(/\/spin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spin the matches' })).toBeVisible();
  await expect(
    page.getByText(
      `You have ${dailySpinAllowance.full} of ${dailySpinAllowance.full} daily spins left today`,
    ),
  ).toBeVisible();

  let match: DemoMember | undefined;
  for (let state = await spinState(page); !match && spinsLeft(state) > 0;) {
    const answer = await spinOnce(page);
    const revealed = answer.spin.outcomes.flatMap((outcome) => outcome.matches)[0];
    if (revealed) match = byId.get(revealed.id);
    state = answer.state;
  }
  // 3 daily spins that all miss a match (a boost each time) is rare but possible: then this journey cannot go on.
  test.skip(!match, 'The wheel revealed no match with the spins of the day');
  const other = match!;

  const result = page.getByRole('region', { name: /^Your (double )?spin$/ });
  const like = result.locator(cardOf(page, other)).getByRole('button', { name: /^Like / });
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/likes/add') && response.request().method() === 'POST',
  );
  await like.click();
  expect((await accepted).status()).toBe(200);
  await expect(result.locator(cardOf(page, other)).getByRole('button', { name: /^Like / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The match, in a browser of their own, opens the member's profile and likes back.
  const matchPage = await logInAs(browser, other.email);
  await matchPage.goto(`/profile/view/${spinner.id}`);
  const likeBack = matchPage.getByRole('button', { name: `Like ${spinner.name}` });
  await expect(likeBack).toHaveAttribute('aria-pressed', 'false');
  await likeBack.click();
  await expect(matchPage.getByRole('dialog', { name: "It's a match!" })).toContainText(spinner.name);
  await matchPage.context().close();

  // Today's matches say so (the server's status and the card), and the member's mutual likes list has them.
  await page.reload();
  expect((await spinState(page)).matches.find((entry) => entry.member.id === other.id)?.status).toBe(
    'mutual',
  );
  await expect(
    page
      .getByRole('region', { name: "Today's matches" })
      .locator(cardOf(page, other))
      .getByRole('button', { name: /^Like / }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/lists/mutual-likes');
  await expect(page.getByRole('list', { name: 'Mutual likes' }).locator(cardOf(page, other))).toBeVisible();
});

test('the spins run out and the countdown to midnight Eastern shows', async () => {
  test.setTimeout(180_000);
  await page.goto('/spin');
  await expect(page.getByRole('heading', { level: 1, name: 'Spin the matches' })).toBeVisible();
  // Extra spins won on the wheel add spins: spin until none is left.
  for (let state = await spinState(page); spinsLeft(state) > 0;) state = (await spinOnce(page)).state;
  await expect(page.getByRole('heading', { level: 2, name: 'No spins left today' })).toBeVisible();
  await expect(page.getByText(/Your spins come back in .+, at midnight US Eastern time\./)).toBeVisible();
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  const state = await spinState(page);
  expect(new Date(state.resetsAt).getTime()).toBeGreaterThan(Date.now());
  expect(new Date(state.resetsAt).getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
});

test('extra spins are bought through checkout (card 4242) and one is used', async () => {
  test.setTimeout(120_000);
  await page.goto('/spin');
  await page.getByRole('link', { name: /^Get \d+ spins for \$/ }).click();
  await expect(page).toHaveURL(/\/subscription\?plan=extra-spins-3&continue=%2Fspin$/);
  await page.getByLabel('Card number').fill(sandboxTestCards.success.number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 3));
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByLabel('Name on card').fill('Sam Tester');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/spin$/);
  await expect(page.getByText(`but you have ${EXTRA_SPINS_PER_PURCHASE} extra spins left`)).toBeVisible();

  const { spin, state } = await spinOnce(page);
  expect(spin.spent).toBe('extra');
  const won = spin.outcomes.filter((outcome) => outcome.kind === 'extra-spin').length;
  expect(state.extraLeft).toBe(EXTRA_SPINS_PER_PURCHASE - 1 + won);
  await expect(page.getByText(new RegExp(`but you have ${state.extraLeft} extra spins? left`))).toBeVisible();
});

test('with the server clock past midnight Eastern, the daily spins are back', async () => {
  const { resetsAt } = await spinState(page);
  const moved = await page.request.post('/api/test/clock', {
    data: { offsetMs: new Date(resetsAt).getTime() - Date.now() + 60_000 },
  });
  expect(moved.status()).toBe(200);
  await page.goto('/spin');
  await expect(
    page.getByText(
      `You have ${dailySpinAllowance.full} of ${dailySpinAllowance.full} daily spins left today`,
    ),
  ).toBeVisible();
  await expect(spinButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  const state = await spinState(page);
  expect(new Date(state.resetsAt).getTime()).toBeGreaterThan(new Date(resetsAt).getTime());
  const { spin } = await spinOnce(page);
  expect(spin.spent).toBe('daily');
});
