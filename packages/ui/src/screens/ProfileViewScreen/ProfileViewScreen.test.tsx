import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileDetail } from '@app/contract';
import { ProfileViewScreen } from './ProfileViewScreen';

const profile: ProfileDetail = {
  id: 7,
  name: 'Anna',
  age: 31,
  gender: 'woman',
  city: 'Austin',
  photoUrl: null,
  verified: false,
  onlineRecently: false,
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  likedByMe: false,
  likesMe: false,
  photos: [],
  answers: [],
  artists: [],
  about: '',
  sections: [],
  badges: [],
  memberSince: '2025-04-02T09:00:00.000Z',
  blockedByMe: false,
  canLike: true,
  canMessage: true,
  inHotlist: false,
};

const links = {
  message: (id: number) => `/write/${id}`,
  report: (id: number) => `/report/${id}`,
  search: '/find',
  upgrade: '/plans',
};

describe('ProfileViewScreen hotlist button', () => {
  it('offers "Save to hotlist" in the actions and asks to save the member', async () => {
    const onToggleHotlist = vi.fn();
    render(
      <ProfileViewScreen links={links} status="ready" profile={profile} onToggleHotlist={onToggleHotlist} />,
    );
    const actions = screen.getByRole('group', { name: 'Actions' });
    const save = within(actions).getByRole('button', { name: 'Save to hotlist' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(onToggleHotlist).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: 'Anna' }), true);
  });

  it('shows a saved member as "In your hotlist" (pressed) and asks to take them off', async () => {
    const onToggleHotlist = vi.fn();
    render(
      <ProfileViewScreen
        links={links}
        status="ready"
        profile={{ ...profile, inHotlist: true }}
        onToggleHotlist={onToggleHotlist}
      />,
    );
    const saved = screen.getByRole('button', { name: 'In your hotlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    expect(onToggleHotlist).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), false);
  });

  it('has no hotlist button without the callback, nor for a member the viewer blocked', () => {
    const { rerender } = render(<ProfileViewScreen links={links} status="ready" profile={profile} />);
    expect(screen.queryByRole('button', { name: /hotlist/ })).toBeNull();
    rerender(
      <ProfileViewScreen
        links={links}
        status="ready"
        profile={{ ...profile, blockedByMe: true, canLike: false, canMessage: false }}
        onToggleHotlist={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /hotlist/ })).toBeNull();
  });
});

/** The screen ready with the profile above, `changes` made to it. */
const renderProfile = (changes: Partial<ProfileDetail> = {}) =>
  render(<ProfileViewScreen links={links} status="ready" profile={{ ...profile, ...changes }} />);

describe('ProfileViewScreen answers, artists and free text', () => {
  it('shows each 20Q answer under its question, and the artists in order', () => {
    renderProfile({
      answers: [
        { questionId: 2, question: 'What are you most proud of?', answer: 'My garden.' },
        { questionId: 5, question: 'What is your go-to comfort food?', answer: 'Soup.' },
      ],
      artists: [
        { id: 'a'.repeat(22), name: 'Adele', imageUrl: null, genres: ['pop'] },
        { id: 'b'.repeat(22), name: 'Nina Simone', imageUrl: null, genres: ['jazz'] },
      ],
    });
    const answers = screen.getByRole('region', { name: '20 questions' });
    expect(
      within(answers)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['What are you most proud of?', 'What is your go-to comfort food?']);
    expect(
      within(answers)
        .getAllByRole('definition')
        .map((answer) => answer.textContent),
    ).toEqual(['My garden.', 'Soup.']);
    const artists = screen.getByRole('region', { name: 'Favourite artists' });
    const names = within(artists)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['AAdelepop', 'NSNina Simonejazz']);
    // The pictures are decoration beside the names: no image is announced.
    expect(within(artists).queryByRole('img')).toBeNull();
  });

  it('hides the answers and artists when there are none', () => {
    renderProfile();
    expect(screen.queryByRole('region', { name: '20 questions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Favourite artists' })).toBeNull();
  });

  it('shows an item without a label as the member’s own text, before labelled details', () => {
    renderProfile({
      sections: [
        {
          id: 'fav-things',
          title: 'Favourite things',
          items: [{ label: '', value: 'Tacos.\nDogs.' }],
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Favourite things' });
    expect(within(section).getByText(/Tacos\./)).toHaveTextContent('Tacos. Dogs.', {
      normalizeWhitespace: true,
    });
    expect(within(section).queryByRole('term')).toBeNull();
  });
});
