import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useController, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaCheckbox } from '../../components/CaptchaCheckbox';
import { SignupScreen } from './SignupScreen';
import type { SignupCity } from './SignupScreen';

const options = (...labels: string[]) => labels.map((label) => ({ value: label.toLowerCase(), label }));
const city = { name: 'Austin', region: 'Texas', country: 'US', lat: 30.27, lon: -97.74 };

type Values = {
  email: string;
  password: string;
  firstName: string;
  birthDate: string;
  gender: string;
  seeking: string[];
  city: SignupCity;
  consent: boolean;
  captcha: boolean;
  website: string;
};

/** The screen driven by react-hook-form, as the site drives it. */
function Form({ onValid }: { onValid: (values: Values) => void }) {
  const { register, control, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      birthDate: '',
      gender: '',
      seeking: [],
      city: { name: '', region: '', country: '' },
      consent: false,
      captcha: false,
      website: '',
    },
  });
  const { errors } = formState;
  const gender = useController({ control, name: 'gender', rules: { required: 'Choose one.' } });
  const seeking = useController({
    control,
    name: 'seeking',
    rules: { validate: (v) => v.length > 0 || 'Choose at least one.' },
  });
  const place = useController({
    control,
    name: 'city',
    rules: { validate: (v) => Boolean(v.country) || 'Choose your city from the list.' },
  });
  const consent = useController({ control, name: 'consent', rules: { required: 'Accept to join.' } });
  const captcha = useController({ control, name: 'captcha', rules: { required: 'Tick the box.' } });
  return (
    <SignupScreen
      homeHref="/"
      loginHref="/login"
      userAgreementHref="/terms"
      privacyPolicyHref="/privacy"
      emailField={{ ...register('email', { required: 'Enter your email.' }), error: errors.email?.message }}
      passwordField={{
        ...register('password', { required: 'Choose a password.' }),
        error: errors.password?.message,
      }}
      passwordStrength={{ score: 0, label: '' }}
      firstNameField={{
        ...register('firstName', { required: 'Enter your name.' }),
        error: errors.firstName?.message,
      }}
      birthDateField={{
        ...register('birthDate', { required: 'Enter your birth date.' }),
        error: errors.birthDate?.message,
      }}
      minimumAge={18}
      gender={{ options: options('Woman', 'Man'), ...gender.field, error: errors.gender?.message }}
      seeking={{ options: options('Women', 'Men'), ...seeking.field, error: errors.seeking?.message }}
      city={{ ...place.field, suggestions: [city], onQuery: vi.fn(), error: errors.city?.message }}
      consent={{
        checked: consent.field.value,
        onChange: consent.field.onChange,
        error: errors.consent?.message,
      }}
      captcha={<CaptchaCheckbox checked={captcha.field.value} onChange={captcha.field.onChange} />}
      captchaError={errors.captcha?.message}
      honeypotField={register('website')}
      onSubmit={handleSubmit(onValid)}
      submitAttempt={formState.submitCount}
      onFacebookSignUp={vi.fn()}
    />
  );
}

describe('SignupScreen', () => {
  it('shows each error under its field and focuses the first one on a failed submit', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleErrorMessage('Enter your email.');
    expect(screen.getByRole('radiogroup', { name: /I am/ })).toHaveAccessibleErrorMessage('Choose one.');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveAccessibleErrorMessage(
      'Choose your city from the list.',
    );
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleErrorMessage(
      'Accept to join.',
    );
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleErrorMessage(
      'Tick the box.',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('moves focus to a group in error once the fields above it are fixed', async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '1990-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Woman' })).toHaveFocus());
  });

  it('sends every value, with the bot trap empty', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
    await userEvent.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ana');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '1990-01-31');
    await userEvent.click(screen.getByRole('radio', { name: 'Man' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Men' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Women' }));
    await userEvent.type(screen.getByRole('combobox', { name: /^City/ }), 'Aus');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        {
          email: 'ana@example.com',
          password: 'correct horse',
          firstName: 'Ana',
          birthDate: '1990-01-31',
          gender: 'man',
          seeking: ['women', 'men'],
          city: { name: 'Austin', region: 'Texas', country: 'US' },
          consent: true,
          captcha: true,
          website: '',
        },
        expect.anything(),
      ),
    );
  });

  it('shows and hides the password, and hides it again when the form is sent', async () => {
    render(<Form onValid={vi.fn()} />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByText('Your password is shown.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('keeps the bot trap out of the tab order and away from assistive tech', async () => {
    render(<Form onValid={vi.fn()} />);
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = screen.getByLabelText('Website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveAttribute('name', 'website');
  });
});
