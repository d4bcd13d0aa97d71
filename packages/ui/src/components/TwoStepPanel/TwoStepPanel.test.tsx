import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoStepPanel } from './TwoStepPanel';
import type { TwoStepPanelProps } from './TwoStepPanel';

const props = (overrides: Partial<TwoStepPanelProps> = {}): TwoStepPanelProps => ({
  status: 'ready',
  state: { step: 'off' },
  hasPassword: true,
  onRetry: vi.fn(),
  onStart: vi.fn(),
  onEnable: vi.fn(),
  onCancelSetup: vi.fn(),
  onCodesSaved: vi.fn(),
  onDisable: vi.fn(),
  onNewCodes: vi.fn(),
  ...overrides,
});

const setup = {
  step: 'setup',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Spark:a?secret=JBSWY3DPEHPK3PXP',
} as const;

describe('TwoStepPanel', () => {
  it('turns on with the trimmed code, refusing an empty one', async () => {
    const onEnable = vi.fn();
    render(<TwoStepPanel {...props({ state: setup, onEnable })} />);
    const field = screen.getByLabelText(/6-digit code/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByText('Enter the code from your app')).toBeInTheDocument();
    expect(onEnable).not.toHaveBeenCalled();
    await userEvent.type(field, ' 123 456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(onEnable).toHaveBeenCalledWith('123 456');
  });

  it('gives the focus back to "Turn on" when the setup is cancelled', async () => {
    const { rerender } = render(<TwoStepPanel {...props({ state: setup })} />);
    rerender(<TwoStepPanel {...props()} />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Turn on two-step sign-in' })).toHaveFocus(),
    );
  });

  it('copies the codes one a line, and tolerates a missing clipboard', async () => {
    const codes = ['aaaa-bbbb', 'cccc-dddd'];
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      render(<TwoStepPanel {...props({ state: { step: 'codes', recoveryCodes: codes } })} />);
      await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
      expect(writeText).toHaveBeenCalledWith('aaaa-bbbb\ncccc-dddd');
      expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
      vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
      await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
      expect(screen.getByText(/copy them yourself/)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for a proof before turning off: the password, or a code without one', async () => {
    const onDisable = vi.fn();
    const on = { step: 'on', since: 'Nov 21, 2026', recoveryCodesLeft: 1 } as const;
    const { unmount } = render(<TwoStepPanel {...props({ state: on, onDisable })} />);
    expect(screen.getByText('1 recovery code left')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You are running out of recovery codes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(onDisable).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Your password/), 'secret words');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(onDisable).toHaveBeenCalledWith({ currentPassword: 'secret words' });
    unmount();

    const onNewCodes = vi.fn();
    render(
      <TwoStepPanel
        {...props({
          state: on,
          hasPassword: false,
          onNewCodes,
          fieldError: { field: 'code', message: 'That code is not right.' },
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    const code = screen.getByLabelText(/Code from your app or a recovery code/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(code, ' aaaa-bbbb ');
    await userEvent.click(screen.getByRole('button', { name: 'Get new codes' }));
    expect(onNewCodes).toHaveBeenCalledWith({ code: 'aaaa-bbbb' });
  });
});
