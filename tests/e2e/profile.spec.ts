// The member's own profile against the real server: the new demo member completes the step1–3 flow (with the field
// rules refusing bad input and keeping what was typed), answers 20Q questions for the once-only reward, picks
// Spotify artists and moves city and birth date; a second member then finds them in search by the new city and age
// and reads their answers and artists on their profile.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ageOn, PROFILE_TEXT_MAX, twentyQReward, twentyQuestions } from '@app/contract';
import { cardOf, logInAs } from './helpers';
import type { DemoRoster } from './demo-roster';
import { readDemoRoster } from './demo-roster';

let roster: DemoRoster;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  roster = await readDemoRoster();
});

/** YYYY-MM-DD of the day `years` years before today (UTC), plus `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Picks a city from the lookup: types its start and chooses the suggestion. */
async function chooseCity(page: Page, typed: string, option: RegExp) {
  const city = page.getByRole('combobox', { name: /City/ });
  await city.fill('');
  await city.pressSequentially(typed);
  await page.getByRole('listbox', { name: 'Cities' }).getByRole('option', { name: option }).first().click();
}

/** Waits for the server's answer to a save of `path` and checks it succeeded. */
const saved = (page: Page, path: string, method = 'PUT') =>
  page.waitForResponse((response) => response.url().includes(path) && response.request().method() === method);

const question = (page: Page, id: number): Locator =>
  page.getByRole('listitem', { name: twentyQuestions[id - 1]!.text });

async function answer(page: Page, id: number, text: string) {
  const item = question(page, id);
  await item.getByRole('button', { name: 'Answer' }).click();
  await item.getByRole('textbox', { name: 'Your answer' }).fill(text);
  const response = saved(page, `/api/user/twenty-q/${id}`);
  await item.getByRole('button', { name: 'Save answer' }).click();
  const body = (await (await response).json()) as { data: { rewardJustGranted: boolean } };
  await expect(item.getByText(text)).toBeVisible();
  return body.data.rewardJustGranted;
}

test('a new member completes their profile, earns the 20Q reward once, and another member finds them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { newProfile: member, payingPartner: other } = roster;
  const page = await logInAs(browser, member.email);

  await test.step('step 1 refuses a 1-character name and a 17-year-old, keeping what was typed', async () => {
    await page.goto('/profile/edit/step1');
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    const name = page.getByRole('textbox', { name: /Display name/ });
    const birthdate = page.getByLabel(/Birth date/);
    await name.fill('A');
    const seventeen = yearsAgo(17, 1);
    await birthdate.fill(seventeen);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(name).toHaveAccessibleDescription(/Use at least 2 characters/);
    await expect(birthdate).toHaveAccessibleDescription(/You must be 18 or older/);
    await expect(name).toHaveValue('A');
    await expect(birthdate).toHaveValue(seventeen);
    await expect(page).toHaveURL(/\/profile\/edit\/step1$/);
  });

  await test.step('step 1 saves basic info and who they want to meet', async () => {
    await page.getByRole('textbox', { name: /Display name/ }).fill(member.name);
    await page.getByLabel(/Birth date/).fill('1996-03-14');
    await chooseCity(page, 'Portl', /Portland, OR/);
    await page.getByRole('checkbox', { name: 'Women' }).check();
    await page.getByRole('combobox', { name: 'Looking for' }).selectOption('long-term');
    const basicInfo = saved(page, '/api/user/profile/sections/basic-info');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    expect((await basicInfo).status()).toBe(200);
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
  });

  await test.step('step 2 saves details and lifestyle', async () => {
    await page.getByRole('combobox', { name: 'Feet' }).selectOption('5');
    await page.getByRole('combobox', { name: 'Inches' }).selectOption('9');
    await page.getByRole('combobox', { name: 'Body type' }).selectOption('athletic');
    await page.getByRole('combobox', { name: 'Education' }).selectOption('bachelor');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
  });

  await test.step('step 3 refuses 2,001 characters, keeps them, then saves', async () => {
    const myself = page.getByRole('textbox', { name: 'About me' });
    const tooLong = 'a'.repeat(PROFILE_TEXT_MAX + 1);
    await myself.fill(tooLong);
    await page.getByRole('button', { name: 'Save and finish' }).click();
    await expect(myself).toHaveAccessibleDescription(/Keep it to 2,000 characters/);
    await expect(myself).toHaveValue(tooLong);
    await myself.fill('Trail runner, amateur baker and a sucker for live music on a weeknight.');
    await page.getByRole('button', { name: 'Save and finish' }).click();
    await expect(page).toHaveURL(/\/profile\/complete$/);
    await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toBeVisible();
  });

  await test.step('the fifth 20Q answer grants the reward, the sixth does not', async () => {
    await page.goto('/profile/edit/twenty-q');
    const granted: boolean[] = [];
    for (const id of [1, 2, 3, 4, 5]) granted.push(await answer(page, id, `Answer number ${id}, honestly.`));
    expect(granted).toEqual([false, false, false, false, true]);
    await expect(page.getByText(twentyQReward.title).first()).toBeVisible();
    expect(await answer(page, 6, 'A sixth answer, for good measure.')).toBe(false);
    // The stored profile (SPEC point 3) holds the six answers once the site has fetched it again.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('profile') ?? '{}') as { answers?: unknown[] }).answers?.length,
        ),
      )
      .toBe(6);
  });

  const artists: string[] = [];
  await test.step('three Spotify artists are picked and saved', async () => {
    await page.goto('/profile/edit/spotify');
    await page.getByRole('searchbox', { name: 'Artist name' }).fill('the');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Artists matching the' });
    const add = results.getByRole('button', { name: /^Add / });
    await expect(add.first()).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      const button = add.first();
      artists.push(
        ((await button.getAttribute('aria-label')) ?? (await button.innerText())).replace(/^Add /, ''),
      );
      await button.click();
    }
    const response = saved(page, '/api/user/spotify/my-artists');
    await page.getByRole('button', { name: 'Save artists' }).click();
    expect((await response).status()).toBe(200);
  });

  await test.step('city and birth date change', async () => {
    await page.goto('/profile/edit/basic-info');
    await page.getByLabel(/Birth date/).fill('1990-01-10');
    await chooseCity(page, 'Seatt', /Seattle, WA/);
    const response = saved(page, '/api/user/profile/sections/basic-info');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await response).status()).toBe(200);
  });

  await test.step('another member finds them by the new city and age, and reads their answers and artists', async () => {
    const age = ageOn('1990-01-10', new Date());
    const viewer = await logInAs(browser, other.email);
    await viewer.goto(`/search?ageMin=${age}&ageMax=${age}&city=Seattle`);
    await expect(cardOf(viewer, member)).toBeVisible();
    await viewer.goto(`/search?ageMin=${age}&ageMax=${age}&city=Austin`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(viewer.getByText(/members? found|No members match/)).toBeVisible();
    await expect(cardOf(viewer, member)).toHaveCount(0);

    await viewer.goto(`/profile/view/${member.id}`);
    const answers = viewer.getByRole('region', { name: /20 questions/ });
    await expect(answers.getByText(twentyQuestions[0]!.text)).toBeVisible();
    await expect(answers.getByText('Answer number 1, honestly.')).toBeVisible();
    const favourites = viewer.getByRole('region', { name: /Favourite artists/ });
    for (const name of artists) await expect(favourites.getByText(name, { exact: true })).toBeVisible();
  });
});
