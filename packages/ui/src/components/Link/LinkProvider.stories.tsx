import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';
import { LinkProvider } from './LinkProvider';
import type { LinkComponent } from './LinkProvider';

const navigate = fn();

/** Stands in for a router link: navigates in-app instead of loading a page. */
const RouterLink: LinkComponent = ({ href, className, children, 'aria-current': ariaCurrent }) => (
  <a
    href={href}
    className={className}
    aria-current={ariaCurrent}
    data-router-link=""
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'Components/Link/LinkProvider',
  component: LinkProvider,
  args: {
    component: RouterLink,
    children: (
      <nav aria-label="Main">
        <Link href="/search" standalone>
          Search
        </Link>{' '}
        <Link href="/matches" standalone aria-current="page">
          Matches
        </Link>
      </nav>
    ),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof LinkProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every ui Link inside the provider renders the site's link component, so clicks go to the router. */
export const WithRouterLink: Story = {
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Search' }));
    await expect(navigate).toHaveBeenCalledWith('/search');
  },
};
