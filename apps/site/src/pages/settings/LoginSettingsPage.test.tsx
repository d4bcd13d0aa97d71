// Passkeys and two-step sign-in in the login settings, over recordings of the real server
// (scripts/record/scenarios/sign-in.ts): renaming and removing passkeys, turning two-step sign-in on (a wrong first
// code, then the right one and the recovery codes), and off with the password.
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioName } from '@app/mocks';
import { recorded, recordedAnswer, recordedRequest } from '@app/mocks';
import { paths } from '../../config/paths';
import { renderAt } from '../../test/render';
import { pageTestServer } from '../../test/server';
import LoginSettingsPage from './LoginSettingsPage';

const server = pageTestServer();
const page = paths.loginSettings.href();

function open(scenario: ScenarioName) {
  server.use(...Object.values(recorded(scenario).handlers).flat());
  return renderAt(
    page,
    <Routes>
      <Route path={page} element={<LoginSettingsPage />} />
    </Routes>,
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('LoginSettingsPage: passkeys', () => {
  it('lists the passkeys, renames one and removes another, reading the list again after each', async () => {
    open('sign-in/passkeys');
    const passkeys = await region('Passkeys');
    expect(await within(passkeys).findByText('iPhone')).toBeInTheDocument();
    expect(within(passkeys).getByText('MacBook')).toBeInTheDocument();

    await userEvent.click(within(passkeys).getByRole('button', { name: 'Rename MacBook' }));
    const name = within(passkeys).getByLabelText(/^Passkey name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(within(passkeys).getByRole('button', { name: 'Save' }));
    expect(await within(passkeys).findByText('Work laptop')).toBeInTheDocument();
    expect(within(passkeys).getByRole('status')).toHaveTextContent('Passkey renamed.');

    await userEvent.click(within(passkeys).getByRole('button', { name: 'Remove iPhone' }));
    await userEvent.click(within(passkeys).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(within(passkeys).queryByText('iPhone')).toBeNull());
    expect(within(passkeys).getByRole('status')).toHaveTextContent('It no longer signs you in.');
  });
});

describe('LoginSettingsPage: two-step sign-in', () => {
  it('turns it on: the key to scan, a wrong code refused beside the field, then ten recovery codes shown once', async () => {
    open('sign-in/two-step-setup');
    const twoStep = await region('Two-step sign-in');
    await userEvent.click(await within(twoStep).findByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await within(twoStep).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    const { secret } = recordedAnswer('sign-in/two-step-setup', 'startTwoStepSetup').data;
    expect(within(twoStep).getByText(secret.match(/.{1,4}/g)!.join(' '))).toBeInTheDocument();

    const codeOf = (nth: number) =>
      (recordedRequest('sign-in/two-step-setup', 'enableTwoStep', { nth }) as { code: string }).code;
    const code = within(twoStep).getByLabelText(/^6-digit code/);
    await userEvent.type(code, codeOf(0));
    await userEvent.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoStep).findByText(/This code is not right/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, codeOf(1));
    await userEvent.click(within(twoStep).getByRole('button', { name: 'Turn on' }));
    const { recoveryCodes } = recordedAnswer('sign-in/two-step-setup', 'enableTwoStep', { status: 200 }).data;
    for (const recoveryCode of recoveryCodes)
      expect(await within(twoStep).findByText(recoveryCode)).toBeInTheDocument();

    await userEvent.click(within(twoStep).getByRole('button', { name: 'I have saved my codes' }));
    expect(await within(twoStep).findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(within(twoStep).queryByText(recoveryCodes[0]!)).toBeNull();
  });

  it('turns it off only with the right password', async () => {
    open('sign-in/two-step-on');
    const twoStep = await region('Two-step sign-in');
    await userEvent.click(await within(twoStep).findByRole('button', { name: 'Turn off two-step sign-in' }));
    const password = within(twoStep).getByLabelText(/^Your password/);
    const { currentPassword: wrong } = recordedRequest('sign-in/two-step-on', 'disableTwoStep') as {
      currentPassword: string;
    };
    await userEvent.type(password, wrong);
    await userEvent.click(within(twoStep).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoStep).findByText('This is not your current password.')).toBeInTheDocument();

    const { currentPassword: right } = recordedRequest('sign-in/two-step-on', 'disableTwoStep', {
      nth: 1,
    }) as {
      currentPassword: string;
    };
    await userEvent.clear(password);
    await userEvent.type(password, right);
    await userEvent.click(within(twoStep).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(twoStep).findByRole('button', { name: 'Turn on two-step sign-in' }),
    ).toBeInTheDocument();
    expect(within(twoStep).getByText('Two-step sign-in is off.')).toBeInTheDocument();
  });
});
