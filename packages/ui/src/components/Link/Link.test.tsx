import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';
import { LinkProvider } from './LinkProvider';
import type { LinkComponent } from './LinkProvider';

describe('Link', () => {
  it('renders a plain anchor without a provider', () => {
    render(<Link href="/matches">Matches</Link>);
    expect(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/matches');
  });

  it('renders the component supplied by LinkProvider, passing href and aria-current', () => {
    const RouterLink: LinkComponent = ({ href, className, children, 'aria-current': current }) => (
      <a href={`#${href}`} className={className} aria-current={current} data-testid="router-link">
        {children}
      </a>
    );
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/matches" aria-current="page">
          Matches
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Matches' });
    expect(link).toBe(screen.getByTestId('router-link'));
    expect(link).toHaveAttribute('href', '#/matches');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
