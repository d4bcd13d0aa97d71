import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScenarioName } from '@app/mocks';
import { recorded, recordedRequest } from '@app/mocks';
import { logQueue, pollers } from '../../lib/client';
import { renderAt } from '../../test/render';
import LoginPage from './LoginPage';

/** The server's recorded answers for `scenario`. */
const replay = (scenario: ScenarioName) => Object.values(recorded(scenario).handlers).flat();
/** The demo member's email and password, as the recorded login sent them. */
const free = recordedRequest('account/free-login', 'login') as { user: string; pass: string };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // A successful login starts the client's pollers and log publisher; stop them between tests.
  pollers.permissions.stop();
  pollers.counters.stop();
  logQueue.stop();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.use(...replay('account/visitor'));
});

function renderLogin(path = '/login') {
  renderAt(
    path,
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/home" element={<h1>Home</h1>} />
      <Route path="/lists/wyl" element={<h1>Who I like</h1>} />
    </Routes>,
  );
}

const email = () => screen.getByLabelText(/Email/);
const password = () => screen.getByLabelText(/Password/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('LoginPage', () => {
  it('shows field errors and sends nothing when the form is incomplete', async () => {
    renderLogin();
    await userEvent.type(email(), 'free@demo');
    await submit();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('free@demo');
  });

  it("shows the server's error for a wrong password and keeps what was typed", async () => {
    renderLogin();
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), 'not-the-password');
    await submit();
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(email()).toHaveValue(free.user);
    expect(password()).toHaveValue('not-the-password');
  });

  it("clears the server's alert when the next submit is refused by the form, showing only the field errors", async () => {
    renderLogin();
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), 'not-the-password');
    await submit();
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();

    await userEvent.clear(email());
    await userEvent.clear(password());
    await submit();
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.queryByText('Wrong email or password.')).toBeNull();
    expect(screen.queryByText('We couldn’t log you in')).toBeNull();
  });

  it('logs in, stores the profile and goes back to the page that asked for it', async () => {
    server.use(...replay('account/free-login'));
    renderLogin('/login?redirectTo=%2Flists%2Fwyl');
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), free.pass);
    await submit();
    expect(await screen.findByRole('heading', { name: 'Who I like' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject({
      data: { email: free.user },
    });
  });

  it('shows the CAPTCHA when the server asks for it, and logs in with the password and the CAPTCHA', async () => {
    server.use(...replay('account/login-captcha'));
    renderLogin();
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), free.pass);
    await submit();
    expect(await screen.findByText(/Confirm you are not a robot, then log in/)).toBeInTheDocument();
    expect(password()).toHaveValue(free.pass);
    await userEvent.click(await screen.findByRole('checkbox', { name: /not a robot/ }));
    await submit();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('offers to reactivate a disabled profile, and logs in when asked', async () => {
    server.use(...replay('account/disabled-login'));
    renderLogin();
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), free.pass);
    await submit();
    expect(await screen.findByRole('heading', { name: 'Your profile is disabled' })).toBeInTheDocument();
    expect(screen.getByText(/your likes, messages and photos are all kept/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate my profile' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('offers a Facebook login of a disabled profile to reactivate it, and logs in with Facebook when asked', async () => {
    server.use(...replay('account/disabled-facebook-login'));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await userEvent.type(await screen.findByLabelText(/Facebook account email/), free.user);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your profile is disabled' })).toBeInTheDocument();
    // Nothing typed in the password form: the reactivation repeats the Facebook login.
    expect(email()).toHaveValue('');
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate my profile' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject({
      data: { email: free.user },
    });
  });

  it('asks a member with two-step sign-in on for the code: a wrong one beside the field, the right one logs in', async () => {
    server.use(...replay('sign-in/two-step-login'));
    const codeOf = (nth: number) =>
      (recordedRequest('sign-in/two-step-login', 'twoStepSignIn', { nth }) as { code: string }).code;
    renderLogin();
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), free.pass);
    await submit();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(localStorage.getItem('profile')).toBeNull();

    const code = screen.getByLabelText(/^Code/);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the code')).toBeInTheDocument();
    await userEvent.type(code, codeOf(0));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/This code is not right/)).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());

    await userEvent.clear(code);
    await userEvent.type(code, codeOf(1));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('profile') ?? 'null')).toMatchObject({
      data: { email: free.user },
    });
  });

  it('goes back to the password from the second step, keeping the address typed', async () => {
    server.use(...replay('sign-in/two-step-login'));
    renderLogin();
    await userEvent.type(email(), free.user);
    await userEvent.type(password(), free.pass);
    await submit();
    await userEvent.click(await screen.findByRole('button', { name: /different account|password/i }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(email()).toHaveValue(free.user);
  });

  it.each(['//evil.example', '/\t/evil.example', '/\\evil.example'])(
    'never follows a redirect to another site (%j)',
    async (address) => {
      server.use(...replay('account/free-login'));
      renderLogin(`/login?redirectTo=${encodeURIComponent(address)}`);
      await userEvent.type(email(), free.user);
      await userEvent.type(password(), free.pass);
      await submit();
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    },
  );
});
