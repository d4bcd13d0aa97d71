import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberSummary } from '@app/contract';
import { ProfileCard } from './ProfileCard';
import { PhotoFadeInContext } from './photoFadeIn';

const member: MemberSummary = {
  id: 7,
  name: 'Anna',
  age: 31,
  gender: 'woman',
  city: 'Austin',
  photoUrl: null,
  verified: true,
  onlineRecently: false,
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  likedByMe: true,
  likesMe: false,
};

describe('ProfileCard', () => {
  it('asks to take a like back when the member is already liked', async () => {
    const onLike = vi.fn();
    render(<ProfileCard member={member} href="/profile/view/7" onLike={onLike} />);
    const like = screen.getByRole('button', { name: 'Like Anna' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    expect(onLike).toHaveBeenCalledWith(member, false);
  });

  it('links the name and age to the profile and names the verified seal', () => {
    render(<ProfileCard member={member} href="/profile/view/7" />);
    expect(screen.getByRole('link', { name: 'Anna' })).toHaveAttribute('href', '/profile/view/7');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Anna, 31');
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Online recently' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like Anna' })).toBeNull();
  });

  it('asks its host once, when it mounts, whether the photo fades in: a later answer is for later cards', () => {
    const photoFadesIn = vi.fn(() => false);
    const card = (name: string) => (
      <PhotoFadeInContext value={photoFadesIn}>
        <ProfileCard member={{ ...member, name }} href="/profile/view/7" />
      </PhotoFadeInContext>
    );
    const { rerender } = render(card('Anna'));
    rerender(card('Anna B.'));
    expect(photoFadesIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Anna B.' })).toBeInTheDocument();
  });
});
