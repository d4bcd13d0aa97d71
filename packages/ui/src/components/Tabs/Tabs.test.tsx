import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';
import { TabsNav } from './TabsNav';

const items = [
  { value: 'about', label: 'About', content: 'About me text' },
  { value: 'photos', label: 'Photos', content: 'Photo grid' },
  { value: 'interests', label: 'Interests', content: 'Interest list' },
];

describe('Tabs', () => {
  it('names the tab list and shows the first panel', () => {
    render(<Tabs label="Profile sections" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About me text');
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Profile sections" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toHaveTextContent('Photo grid');
    expect(onValueChange).toHaveBeenLastCalledWith('photos');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Interests' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('TabsNav', () => {
  it('marks the current route link with aria-current="page"', () => {
    render(
      <TabsNav
        label="Matches"
        currentHref="/matches/likes-me"
        items={[
          { href: '/matches/mutual', label: 'Mutual' },
          { href: '/matches/likes-me', label: 'Likes me' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Matches' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Likes me' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Mutual' })).not.toHaveAttribute('aria-current');
  });
});
