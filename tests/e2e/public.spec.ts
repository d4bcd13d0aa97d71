import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo } from './helpers';

test('the landing page renders, with a way to join and a way to log in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet people who like you back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/signup');
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page.getByText('/no-such-page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
});

test('the favicon and robots.txt are real files, not the app', async ({ request }) => {
  const page = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const icon = /<link rel="icon" type="image\/png" sizes="64x64" href="([^"]+)"/.exec(page)?.[1];
  expect(icon, 'index.html names a PNG icon').toBe('/favicon.png');
  const favicon = await request.get(icon ?? '');
  expect(favicon.headers()['content-type']).toContain('image/png');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Disallow: /api/');
});

test('a member page asks a visitor to log in first, then opens', async ({ page }) => {
  await page.goto('/lists/wyl');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flists%2Fwyl$/);
  await page.getByLabel('Email').fill('free@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/lists\/wyl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
});

// The public site: every article renders from its Markdown with linkable headings; every contact form submits to
// the real server and shows its reference (mailed too); a bad submission shows the field's error and keeps what was
// typed; interested-in-me asks a visitor to log in and brings them back; /landing answers as the front page.

/** Each article: its h1 and one of its sections (a heading of its Markdown, with the id rehype-slug gives it). */
const articles = [
  { slug: 'user-agreement', title: 'User agreement', section: 'Rules of conduct', id: 'rules-of-conduct' },
  { slug: 'privacy-policy', title: 'Privacy policy', section: 'What we collect', id: 'what-we-collect' },
  { slug: 'cookie-policy', title: 'Cookie policy', section: 'Cookies we set', id: 'cookies-we-set' },
  {
    slug: 'dispute-notice',
    title: 'Dispute notice',
    section: 'Your right to opt out',
    id: 'your-right-to-opt-out',
  },
  {
    slug: 'success-stories',
    title: 'Success stories',
    section: 'Maya and Daniel, Austin',
    id: 'maya-and-daniel-austin',
  },
  {
    slug: 'fraud-protection',
    title: 'Fraud protection',
    section: 'Warning signs of a romance scam',
    id: 'warning-signs-of-a-romance-scam',
  },
  { slug: 'safety-tips', title: 'Safety tips', section: 'Your first date', id: 'your-first-date' },
  {
    slug: 'faq',
    title: 'Questions and answers',
    section: 'Membership and payments',
    id: 'membership-and-payments',
  },
] as const;

for (const article of articles) {
  test(`the ${article.slug} page renders its content, and its headings are linkable`, async ({ page }) => {
    await page.goto(`/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${article.section}`) });
    await expect(heading).toHaveAttribute('id', article.id);
    await page.getByRole('link', { name: `Link to the section “${article.section}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/${article.slug}#${article.id}$`));
    await expect(heading).toBeInViewport();
    // Opened from a link to the section, the page scrolls there once its text is in.
    await page.goto('/');
    await page.goto(`/${article.slug}#${article.id}`);
    await expect(heading).toBeInViewport();
  });
}

/** Each form, filled with what its own fields need. */
const forms: {
  slug: string;
  title: string;
  submit: string;
  prefix: string;
  fill: (page: Page) => Promise<void>;
}[] = [
  {
    slug: 'email-feedback',
    title: 'Email feedback',
    submit: 'Send feedback',
    prefix: 'EF',
    fill: (page) => page.getByLabel('Subject of the email (optional)').fill('Someone liked you'),
  },
  {
    slug: 'feedback/success-stories',
    title: 'Share your story',
    submit: 'Send our story',
    prefix: 'SS',
    fill: async (page) => {
      await page.getByLabel('Your partner’s first name').fill('Daniel');
      await page.getByLabel(/You may publish our story/).check();
    },
  },
  {
    slug: 'customer-service',
    title: 'Customer service',
    submit: 'Send message',
    prefix: 'CS',
    fill: async (page) => {
      await page.getByLabel('Topic').selectOption('membership');
    },
  },
  {
    slug: 'tech-support',
    title: 'Technical support',
    submit: 'Send to technical support',
    prefix: 'TS',
    fill: (page) => page.getByLabel('Device and browser (optional)').fill('Laptop, Chromium'),
  },
  {
    slug: 'media-inquiries',
    title: 'Media inquiries',
    submit: 'Send request',
    prefix: 'MI',
    fill: (page) => page.getByLabel('Publication or outlet').fill('The Austin Gazette'),
  },
  {
    slug: 'bug-report',
    title: 'Report a bug',
    submit: 'Send bug report',
    prefix: 'BR',
    fill: async (page) => {
      await page.getByRole('textbox', { name: /^Page/ }).fill('/inbox');
      await page.getByLabel('Steps to make it happen (optional)').fill('Open the inbox\nReload');
    },
  },
  {
    slug: 'system-abuse',
    title: 'System abuse',
    submit: 'Send report',
    prefix: 'SA',
    fill: async (page) => {
      await page.getByLabel('Member number or profile link').fill('1042');
      await page.getByLabel('Kind of abuse').selectOption('scam');
    },
  },
];

for (const form of forms) {
  test(`the ${form.slug} form sends and shows its reference, mailed to the sender`, async ({ page }) => {
    const email = `${form.prefix.toLowerCase()}-visitor@example.com`;
    await page.goto(`/${form.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
    await page.getByLabel('Your name').fill('Ana Lopez');
    await page.getByLabel('Your email').fill(email);
    await form.fill(page);
    await page.locator('textarea[name="message"]').fill('A message long enough for the form to accept it.');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your message was sent' })).toBeVisible();
    const reference = await page.getByText(new RegExp(`^${form.prefix}-[2-9A-Z]{8}$`)).textContent();
    expect(reference).toMatch(new RegExp(`^${form.prefix}-`));
    await expect(async () => {
      const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as { data: { mail: { subject: string }[] } };
      expect(data.mail.some((mail) => mail.subject.includes(reference!))).toBe(true);
    }).toPass({ timeout: 20_000 });
  });
}

test('a bad message shows the field’s error beside it and keeps what was typed', async ({ page }) => {
  await page.goto('/customer-service');
  await page.getByLabel('Your name').fill('Ana Lopez');
  await page.getByLabel('Your email').fill('ana@example');
  await page.getByLabel('Topic').selectOption('billing');
  await page.getByLabel('How can we help?').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your email')).toBeFocused();
  await expect(page.getByLabel('Your email')).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(page.getByLabel('How can we help?')).toHaveAccessibleDescription(
    /Write at least 10 characters/,
  );
  await expect(page.getByLabel('How can we help?')).toHaveValue('Too short');
  await expect(page.getByLabel('Your name')).toHaveValue('Ana Lopez');
  await expect(page.getByLabel('Topic')).toHaveValue('billing');
});

test('the server’s refusal names the field beside it, and the typed message stays', async ({ page }) => {
  await page.goto('/tech-support');
  await page.getByLabel('Your name').fill('Ana Lopez');
  await page.getByLabel('Your email').fill('ana@example.com');
  await page.getByLabel('What happens?').fill('Photos do not upload from my phone.');
  // The page checks with the contract's schema before sending, so the server's own check is reached by blanking the
  // name on its way out (as an older page might send it).
  await page.route('**/api/support/tech-support', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, name: '   ' }) });
  });
  await page.getByRole('button', { name: 'Send to technical support' }).click();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription(/Enter your name/);
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByLabel('What happens?')).toHaveValue('Photos do not upload from my phone.');
});

test('interested-in-me asks a visitor to log in, then opens the feed', async ({ page }) => {
  await page.goto('/interested-in-me');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Finterested-in-me$/);
  await page.getByLabel('Email').fill(demo.free);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/interested-in-me$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Interested in me' })).toBeVisible();
});

test('/landing answers as the front page (a redirect to /)', async ({ page }) => {
  await page.goto('/landing');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet people who like you back' })).toBeVisible();
});
