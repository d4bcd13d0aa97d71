// The sign-up page over the real server's recorded answers: field errors before sending, a weak password refused by
// the server beside its field with everything typed kept, and the inbox message once the form is accepted.
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioName } from '@app/mocks';
import { recorded } from '@app/mocks';
import { renderAt } from '../../test/render';
import { pageTestServer } from '../../test/server';
import SignupPage from './SignupPage';

const server = pageTestServer();
const replay = (scenario: ScenarioName) => server.use(...Object.values(recorded(scenario).handlers).flat());

const renderSignup = () =>
  renderAt(
    '/signup',
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
    </Routes>,
  );

async function fillIn(password: string) {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'nova.new@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText(/^First name/), 'Nova');
  await userEvent.type(screen.getByLabelText(/^Date of birth/), '1996-04-02');
  await userEvent.click(screen.getByRole('radio', { name: 'Woman' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Men' }));
  await userEvent.type(screen.getByRole('combobox', { name: /^City/ }), 'Aus');
  await userEvent.click(await screen.findByRole('option', { name: /^Austin, / }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the User agreement/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: /not a robot/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignupPage', () => {
  it('names every missing field and sends nothing', async () => {
    replay('join/signup-sent');
    renderSignup();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'nova@');
    await submit();
    expect(await screen.findByText('Choose your city')).toBeInTheDocument();
    expect(screen.getByText('Accept the user agreement and the privacy policy')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nova@');
  });

  it('shows the server’s refusal of a weak password beside it and keeps what was typed', async () => {
    replay('join/signup-weak-password');
    renderSignup();
    await fillIn('password123');
    await submit();
    expect(await screen.findByText(/This password is too easy to guess/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Nova');
  });

  it('says to check the inbox once the form is accepted', async () => {
    replay('join/signup-sent');
    renderSignup();
    await fillIn('Sunny-Meadow-42');
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('nova.new@example.com')).toBeInTheDocument();
  });
});
