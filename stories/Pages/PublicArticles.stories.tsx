// The public articles as the site serves them: each page's Markdown (src/content) loaded with the page, its title,
// its date, the contents and a link to every section. The QA run shoots each at desktop width and at 390 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/PublicArticles',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/faq', msw: recorded('account/visitor') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page's h1, one of its sections with its link, and no sideways scroll (the QA run shoots each at 390 px too). */
const article = (route: string, title: string, section: string): Story => ({
  parameters: { route },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, slow)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: new RegExp(`^${section}`) }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Link to the section “${section}”` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const UserAgreement: Story = article('/user-agreement', 'User agreement', 'Who can join');
export const PrivacyPolicy: Story = article('/privacy-policy', 'Privacy policy', 'What we collect');
export const CookiePolicy: Story = article('/cookie-policy', 'Cookie policy', 'Cookies we set');
export const DisputeNotice: Story = article('/dispute-notice', 'Dispute notice', 'Talk to us first');
export const SuccessStories: Story = article(
  '/success-stories',
  'Success stories',
  'Maya and Daniel, Austin',
);
export const FraudProtection: Story = article('/fraud-protection', 'Fraud protection', 'What we do');
export const SafetyTips: Story = article('/safety-tips', 'Safety tips', 'Before you meet');
export const Faq: Story = article('/faq', 'Questions and answers', 'Your account');

/** The FAQ at 390 px, pinned for a designer: the contents and the questions fit the width. */
export const FaqMobile: Story = { ...Faq, globals: mobile };
