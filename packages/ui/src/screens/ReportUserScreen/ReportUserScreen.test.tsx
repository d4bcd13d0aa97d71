import type { MemberSummary } from '@app/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportUserScreen } from './ReportUserScreen';

const sam: MemberSummary = {
  id: 15,
  name: 'Sam',
  age: 30,
  gender: 'man',
  city: 'Austin',
  photoUrl: null,
  verified: false,
  onlineRecently: false,
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  likedByMe: false,
  likesMe: false,
};
const links = { cancel: '/profile/view/15', block: '/blocklist/add?memberId=15' };

describe('ReportUserScreen', () => {
  it('asks for a reason and keeps the typed text, then sends it trimmed', async () => {
    const onSubmit = vi.fn();
    render(<ReportUserScreen status="ready" member={sam} onSubmit={onSubmit} links={links} />);
    const details = screen.getByRole('textbox', { name: 'Tell us more (optional)' });
    await userEvent.type(details, '  Keeps asking for money  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(/Choose a reason/);
    expect(details).toHaveValue('  Keeps asking for money  ');
    await userEvent.click(screen.getByRole('radio', { name: 'Scam or asking for money' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'scam', text: 'Keeps asking for money' });
  });

  it('keeps the text when sending failed', async () => {
    const { rerender } = render(
      <ReportUserScreen status="ready" member={sam} onSubmit={vi.fn()} links={links} />,
    );
    await userEvent.type(screen.getByRole('textbox'), 'Fake photos');
    rerender(
      <ReportUserScreen
        status="ready"
        member={sam}
        onSubmit={vi.fn()}
        links={links}
        submitError="Offline."
      />,
    );
    expect(screen.getByRole('region', { name: "Your report wasn't sent" })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Fake photos');
  });
});
