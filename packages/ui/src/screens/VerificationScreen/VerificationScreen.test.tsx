import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VerificationState } from '@app/contract';
import { selfieUpload, verificationPoses, verificationRejections } from '@app/contract';
import { VerificationScreen } from './VerificationScreen';
import type { VerificationScreenProps } from './VerificationScreen';

const posed: VerificationState = {
  status: 'none',
  pose: { ...verificationPoses[0] },
  rejection: null,
  submittedAt: null,
  showVerifiedNotice: false,
};

function showScreen(overrides: Partial<VerificationScreenProps> = {}) {
  const props: VerificationScreenProps = {
    title: 'Verification',
    status: 'ready',
    state: posed,
    rejections: verificationRejections,
    selfieRules: selfieUpload,
    onStart: vi.fn(async () => ({ ok: true as const })),
    onSubmitSelfie: vi.fn(async () => ({ ok: true as const })),
    links: { photos: '/profile/photos', profile: '/profile/view' },
    ...overrides,
  };
  render(<VerificationScreen {...props} />);
  return props;
}

// The picker's accept="image/*" is a hint the member can get around ("All files"): the screen checks again.
const user = () => userEvent.setup({ applyAccept: false });

describe('VerificationScreen selfie checks', () => {
  it('refuses a file that is not a photo, before sending anything', async () => {
    const { onSubmitSelfie } = showScreen();
    await user().upload(
      screen.getByLabelText('Take a selfie'),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That file is not a photo.');
    expect(screen.queryByRole('img', { name: 'Your selfie' })).toBeNull();
    expect(onSubmitSelfie).not.toHaveBeenCalled();
  });

  it('refuses an empty file and one over the size cap, naming the cap', async () => {
    showScreen({ selfieRules: { maxBytes: 2 * 1024 * 1024 } });
    const input = screen.getByLabelText('Take a selfie');
    await user().upload(input, new File([], 'empty.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That file is empty.');
    await user().upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That photo is over 2 MB.');
  });

  it('sends the chosen photo, and keeps it with the message when sending fails', async () => {
    const onSubmitSelfie = vi.fn(async () => ({ ok: false as const, error: 'The network request failed.' }));
    showScreen({ onSubmitSelfie });
    const selfie = new File([new Uint8Array(64)], 'me.heic', { type: '' });
    await user().upload(screen.getByLabelText('Take a selfie'), selfie);
    await user().click(screen.getByRole('button', { name: 'Send selfie' }));
    expect(onSubmitSelfie).toHaveBeenCalledWith(selfie);
    expect(await screen.findByRole('alert')).toHaveTextContent('The network request failed.');
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeInTheDocument();
  });
});
