import type { City } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { CaptchaCheckbox } from '../../components/CaptchaCheckbox';
import type { PasswordScore } from '../../components/PasswordStrengthMeter';
import { SignupScreen } from './SignupScreen';
import type { SignupCity, SignupScreenProps } from './SignupScreen';

const genders = [
  { value: 'woman', label: 'Woman' },
  { value: 'man', label: 'Man' },
  { value: 'nonbinary', label: 'Nonbinary' },
];
const seekingOptions = [
  { value: 'women', label: 'Women' },
  { value: 'men', label: 'Men' },
  { value: 'nonbinary', label: 'Nonbinary people' },
];
const noCity: SignupCity = { name: '', region: '', country: '' };
const portland: SignupCity = { name: 'Portland', region: 'Oregon', country: 'US' };

/** A few cities for the lookup; the site asks the geo endpoint. */
const cities: readonly City[] = [
  { name: 'Portland', region: 'Oregon', country: 'US', lat: 45.52, lon: -122.68 },
  { name: 'Portland', region: 'Maine', country: 'US', lat: 43.66, lon: -70.26 },
  { name: 'Porto', region: 'Porto', country: 'PT', lat: 41.15, lon: -8.61 },
  { name: 'Austin', region: 'Texas', country: 'US', lat: 30.27, lon: -97.74 },
];
const lookUp = (query: string) =>
  cities.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase().split(',')[0] ?? ''));

/** A stand-in for zxcvbn (the site's estimate): longer is stronger. */
const labels = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
function estimate(password: string) {
  if (!password) return { score: 0 as const, label: '' };
  const score = Math.min(4, Math.floor(password.length / 4)) as PasswordScore;
  return {
    score,
    label: labels[score],
    advice: score < 3 ? 'Add another word or two. Uncommon words are better.' : undefined,
  };
}

/**
 * Holds the composed fields (gender, seeking, city, consent, CAPTCHA) and the password's strength the way the site
 * does, reporting each change to the story's callbacks; errors come from the story's args.
 */
function Stateful(args: SignupScreenProps) {
  const [gender, setGender] = useState(args.gender.value);
  const [seeking, setSeeking] = useState<readonly string[]>(args.seeking.value);
  const [city, setCity] = useState(args.city.value);
  const [suggestions, setSuggestions] = useState(args.city.suggestions);
  const [consent, setConsent] = useState(args.consent.checked);
  const [robot, setRobot] = useState(false);
  const [strength, setStrength] = useState(args.passwordStrength);
  return (
    <SignupScreen
      {...args}
      passwordField={{
        ...args.passwordField,
        onChange: (event) => {
          args.passwordField.onChange?.(event);
          setStrength(estimate(event.target.value));
        },
      }}
      passwordStrength={strength}
      gender={{ ...args.gender, value: gender, onChange: (v) => (args.gender.onChange(v), setGender(v)) }}
      seeking={{
        ...args.seeking,
        value: seeking,
        onChange: (v) => (args.seeking.onChange(v), setSeeking(v)),
      }}
      city={{
        ...args.city,
        value: city,
        suggestions,
        onChange: (v) => (args.city.onChange(v), setCity(v)),
        onQuery: (q) => (args.city.onQuery(q), setSuggestions(lookUp(q))),
      }}
      consent={{
        ...args.consent,
        checked: consent,
        onChange: (v) => (args.consent.onChange(v), setConsent(v)),
      }}
      captcha={args.captcha ?? <CaptchaCheckbox checked={robot} onChange={setRobot} />}
    />
  );
}

const meta = {
  title: 'Screens/SignupScreen',
  component: SignupScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/',
    loginHref: '/login',
    userAgreementHref: '/user-agreement',
    privacyPolicyHref: '/privacy-policy',
    emailField: { name: 'email' },
    passwordField: { name: 'password', onChange: fn() },
    passwordHint: '8 to 200 characters.',
    passwordStrength: { score: 0, label: '' },
    firstNameField: { name: 'firstName' },
    birthDateField: { name: 'birthDate', max: '2008-12-07' },
    minimumAge: 18,
    gender: { options: genders, value: '', onChange: fn() },
    seeking: { options: seekingOptions, value: [], onChange: fn() },
    city: { value: noCity, onChange: fn(), suggestions: [], onQuery: fn() },
    consent: { checked: false, onChange: fn() },
    // The stories put the sandbox CaptchaCheckbox here (Stateful).
    captcha: null,
    honeypotField: { name: 'website' },
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onFacebookSignUp: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor arrives: every field empty, the bot trap out of reach. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
      /You must be 18 or older to join/,
    );
    // The honeypot: in the form for bots, but hidden from assistive tech and the tab order.
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/user-agreement',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Facebook' }));
    await expect(args.onFacebookSignUp).toHaveBeenCalledTimes(1);
  },
};

/** Everything filled in with the keyboard and the mouse, then sent. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('Email and password', async () => {
      await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@example.com');
      const password = canvas.getByLabelText(/^Password/);
      await userEvent.type(password, 'correct horse battery');
      await expect(password).toHaveAccessibleDescription(/Password strength: Strong/);
      await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
      await expect(password).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
      await expect(canvas.getByText('Your password is shown.')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
      await expect(password).toHaveAttribute('type', 'password');
    });
    await step('About me', async () => {
      await userEvent.type(canvas.getByLabelText(/^First name/), 'Ana');
      await userEvent.type(canvas.getByLabelText(/^Date of birth/), '1994-05-17');
      await userEvent.click(canvas.getByRole('radio', { name: 'Woman' }));
      await expect(args.gender.onChange).toHaveBeenLastCalledWith('woman');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Nonbinary people' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Men' }));
      await expect(args.seeking.onChange).toHaveBeenLastCalledWith(['men', 'nonbinary']);
    });
    await step('City from the suggestions', async () => {
      await userEvent.type(canvas.getByRole('combobox', { name: /^City/ }), 'Port');
      await expect(await canvas.findByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.city.onChange).toHaveBeenLastCalledWith(portland);
    });
    await step('Consent, CAPTCHA and send', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the User agreement/ }));
      await expect(args.consent.onChange).toHaveBeenLastCalledWith(true);
      await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
      await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

const filledArgs = {
  emailField: { name: 'email', defaultValue: 'ana@example.com' },
  passwordField: { name: 'password', defaultValue: 'correct horse battery', onChange: fn() },
  passwordStrength: { score: 4, label: 'Strong' },
  firstNameField: { name: 'firstName', defaultValue: 'Ana' },
  birthDateField: { name: 'birthDate', defaultValue: '1994-05-17', max: '2008-12-07' },
  gender: { options: genders, value: 'woman', onChange: fn() },
  seeking: { options: seekingOptions, value: ['men'], onChange: fn() },
  city: { value: portland, onChange: fn(), suggestions: [], onQuery: fn() },
  consent: { checked: true, onChange: fn() },
} satisfies Partial<SignupScreenProps>;

/**
 * The form refused: each error under its field, the CAPTCHA's in its slot; focus on the first field in error
 * (`submitAttempt` changed).
 */
export const FieldErrors: Story = {
  args: {
    ...filledArgs,
    passwordField: {
      name: 'password',
      defaultValue: 'ana1994',
      onChange: fn(),
      error: 'Choose a stronger password.',
    },
    passwordStrength: { score: 0, label: 'Too weak', advice: 'Names and dates are easy to guess.' },
    birthDateField: {
      name: 'birthDate',
      defaultValue: '2010-03-02',
      max: '2008-12-07',
      error: 'You must be 18 or older to join.',
    },
    city: {
      value: { name: 'Portl', region: '', country: '' },
      onChange: fn(),
      suggestions: [],
      onQuery: fn(),
      error: 'Choose your city from the list.',
    },
    consent: {
      checked: false,
      onChange: fn(),
      error: 'Accept the User agreement and the Privacy policy to join.',
    },
    captchaError: "Tick the box to show you're not a robot.",
    submitAttempt: 1,
  },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleErrorMessage('Choose a stronger password.');
    await expect(password).toHaveAccessibleDescription(/Password strength: Too weak/);
    await expect(canvas.getByLabelText(/^Date of birth/)).toHaveAccessibleErrorMessage(
      'You must be 18 or older to join.',
    );
    await expect(canvas.getByRole('combobox', { name: /^City/ })).toHaveAccessibleErrorMessage(
      'Choose your city from the list.',
    );
    await expect(canvas.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleErrorMessage(
      'Accept the User agreement and the Privacy policy to join.',
    );
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleErrorMessage(
      "Tick the box to show you're not a robot.",
    );
  },
};

/** Nothing chosen in the groups: their errors are announced on the group, and focus goes to its first choice. */
export const ChoiceErrors: Story = {
  args: {
    ...filledArgs,
    gender: { options: genders, value: '', onChange: fn(), error: 'Choose one.' },
    seeking: { options: seekingOptions, value: [], onChange: fn(), error: 'Choose at least one.' },
    submitAttempt: 1,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Woman' })).toHaveFocus());
    await expect(canvas.getByRole('radiogroup', { name: /I am/ })).toHaveAccessibleErrorMessage(
      'Choose one.',
    );
    await expect(canvas.getByRole('group', { name: 'I want to meet' })).toHaveAccessibleDescription(
      /Choose at least one\./,
    );
  },
};

/** The server refused: its message on top, and what the member typed stays. */
export const ServerError: Story = {
  args: { ...filledArgs, serverError: 'Something went wrong on our side. Your details are kept: try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(/Something went wrong on our side/);
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    await expect(canvas.getByRole('radio', { name: 'Woman' })).toBeChecked();
  },
};

export const Submitting: Story = {
  args: { ...filledArgs, submitting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Create account' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FacebookConnecting: Story = {
  args: { facebookSubmitting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Connecting to Facebook…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onFacebookSignUp).not.toHaveBeenCalled();
  },
};

/** The form's errors at 390 px: nothing scrolls sideways. */
export const Mobile: Story = {
  args: FieldErrors.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

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

/** The form as the site drives it: react-hook-form, native fields registered, composed ones controlled. */
function WithForm(args: SignupScreenProps) {
  const { register, control, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      birthDate: '',
      gender: '',
      seeking: [],
      city: noCity,
      consent: false,
      captcha: false,
      website: '',
    },
  });
  const { errors } = formState;
  const required = (message: string) => ({ required: message });
  const gender = useController({ control, name: 'gender', rules: required('Choose one.') });
  const seeking = useController({
    control,
    name: 'seeking',
    rules: { validate: (v) => v.length > 0 || 'Choose at least one.' },
  });
  const city = useController({
    control,
    name: 'city',
    rules: { validate: (v) => Boolean(v.country) || 'Choose your city from the list.' },
  });
  const consent = useController({ control, name: 'consent', rules: required('Accept to join.') });
  const captcha = useController({ control, name: 'captcha', rules: required('Tick the box.') });
  const password = useWatch({ control, name: 'password' });
  const [suggestions, setSuggestions] = useState<readonly City[]>([]);
  return (
    <SignupScreen
      {...args}
      emailField={{
        ...register('email', required('Enter your email address.')),
        error: errors.email?.message,
      }}
      passwordField={{
        ...register('password', required('Choose a password.')),
        error: errors.password?.message,
      }}
      passwordStrength={estimate(password)}
      firstNameField={{
        ...register('firstName', required('Enter your first name.')),
        error: errors.firstName?.message,
      }}
      birthDateField={{
        ...register('birthDate', required('Enter your date of birth.')),
        error: errors.birthDate?.message,
      }}
      gender={{
        options: genders,
        value: gender.field.value,
        onChange: gender.field.onChange,
        error: errors.gender?.message,
      }}
      seeking={{
        options: seekingOptions,
        value: seeking.field.value,
        onChange: seeking.field.onChange,
        error: errors.seeking?.message,
      }}
      city={{
        value: city.field.value,
        onChange: city.field.onChange,
        suggestions,
        onQuery: (q) => setSuggestions(lookUp(q)),
        error: errors.city?.message,
      }}
      consent={{
        checked: consent.field.value,
        onChange: consent.field.onChange,
        error: errors.consent?.message,
      }}
      captcha={<CaptchaCheckbox checked={captcha.field.value} onChange={captcha.field.onChange} />}
      captchaError={errors.captcha?.message}
      honeypotField={register('website')}
      onSubmit={(event) => void handleSubmit(() => args.onSubmit(event))(event)}
      submitAttempt={formState.submitCount}
    />
  );
}

/** Sent empty through react-hook-form: every error shows and focus moves to the first field in error. */
export const FailedSubmit: Story = {
  render: (args) => <WithForm {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const email = canvas.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleErrorMessage('Enter your email address.');
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleErrorMessage(
      'Tick the box.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the fields above leaves the group errors: the next refused submit focuses the first of them.
    await userEvent.type(email, 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/^Date of birth/), '1994-05-17');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Woman' })).toHaveFocus());
  },
};
