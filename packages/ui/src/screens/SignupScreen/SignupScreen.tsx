import type { City } from '@app/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef, FormEvent, FormEventHandler, ReactNode } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { CaptchaSlot } from '../../components/CaptchaCheckbox';
import { Checkbox } from '../../components/Checkbox';
import { FormControl } from '../../components/FormControl';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import type { PasswordStrengthMeterProps } from '../../components/PasswordStrengthMeter';
import { Radio, RadioGroup } from '../../components/Radio';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { TextFieldProps } from '../../components/TextField';
import { Input } from '../../components/TextField/TextField.styles';
import { Brand } from '../internal/Brand';
import { FacebookMark } from '../internal/FacebookMark';
import { Divider, FacebookButton, Page, Panel } from '../LoginScreen/LoginScreen.styles';
import { ChoiceGroup, CityField } from '../ProfileSectionScreen/ProfileSectionControls';
import { Honeypot, LoginLine, PasswordRow } from './SignupScreen.styles';

/** A native field's props but its label: name, ref, onChange/onBlur (react-hook-form's `register()`), error. */
export type SignupTextFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'hint'>;

/** One choice of a radio or checkbox group: the value sent and the words shown. */
export interface SignupOption {
  value: string;
  label: string;
}

/** A one-of-several choice held by the caller (react-hook-form's `Controller` field: value + onChange). */
export interface SignupChoiceField {
  options: readonly SignupOption[];
  /** '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The form field's name (gender: "gender"). */
  name?: string;
}

/** Several choices held by the caller, at least one expected (the caller's rules say so). */
export interface SignupMultiChoiceField {
  options: readonly SignupOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  name?: string;
}

/** The city as the profile holds it: no country until a city is picked from the suggestions. */
export interface SignupCity {
  name: string;
  region: string;
  country: string;
}

export interface SignupCityField {
  value: SignupCity;
  onChange: (value: SignupCity) => void;
  /** The caller's lookup's answer to the last `onQuery`. */
  suggestions: readonly City[];
  /** Called with what the member typed. */
  onQuery: (query: string) => void;
  error?: string;
}

export interface SignupCheckField {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
}

export interface SignupScreenProps {
  homeHref: string;
  loginHref: string;
  userAgreementHref: string;
  privacyPolicyHref: string;

  emailField: SignupTextFieldProps;
  passwordField: SignupTextFieldProps;
  /** The password rule in words ("8 to 200 characters."), from the contract. */
  passwordHint?: string;
  /** The caller's estimate of the password typed (zxcvbn); `label: ''` while it is empty. */
  passwordStrength: Omit<PasswordStrengthMeterProps, 'id'>;
  /** First name, shown on the profile. */
  firstNameField: SignupTextFieldProps;
  /** A native date input (value "YYYY-MM-DD"); the caller may pass `max` (the latest birth date allowed). */
  birthDateField: SignupTextFieldProps;
  /** The youngest age allowed to join (the contract's rule), said in the date's hint. */
  minimumAge: number;
  /** "I am": the contract's genders and their labels. */
  gender: SignupChoiceField;
  /** "I want to meet". */
  seeking: SignupMultiChoiceField;
  city: SignupCityField;
  /** "I accept the User agreement and the Privacy policy". */
  consent: SignupCheckField;
  /** The CAPTCHA widget: the sandbox CaptchaCheckbox or the site's Turnstile widget. */
  captcha: ReactNode;
  captchaError?: string;
  /**
   * The bot trap (react-hook-form's `register('website')`): a field people never see or reach; a value in it means a
   * form-filling bot.
   */
  honeypotField?: Omit<ComponentPropsWithRef<'input'>, 'type' | 'tabIndex' | 'autoComplete'>;

  onSubmit: FormEventHandler<HTMLFormElement>;
  /**
   * Changes on each submit (react-hook-form's `formState.submitCount`): when the fields then show errors, focus moves
   * to the first of them. Errors appearing as the member types never move focus.
   */
  submitAttempt?: number;
  submitting?: boolean;
  /** The server's answer when it refused the sign-up, shown as sent. */
  serverError?: string;
  onFacebookSignUp: () => void;
  facebookSubmitting?: boolean;
}

/** The first control in error, in the order the member reads the form. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-captcha-slot][data-invalid]');
  if (!invalid) return null;
  if (invalid.matches('input, select, textarea')) return invalid;
  // A group (radio, checkboxes) or the CAPTCHA slot: its chosen or first control, or the slot itself.
  return (
    invalid.querySelector<HTMLElement>('input:checked:not([disabled])') ??
    invalid.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), iframe') ??
    invalid
  );
}

/**
 * Sign up on a public page: email, password (with its strength and a show/hide button), first name, date of birth,
 * gender, whom to meet, city, consent, the CAPTCHA, or Facebook instead. Native fields take react-hook-form's
 * `register()` props; the composed ones (gender, seeking, city, consent, CAPTCHA) take value and onChange. Field
 * errors sit under each field, the server's error on top.
 */
export function SignupScreen({
  homeHref,
  loginHref,
  userAgreementHref,
  privacyPolicyHref,
  emailField,
  passwordField,
  passwordHint,
  passwordStrength,
  firstNameField,
  birthDateField,
  minimumAge,
  gender,
  seeking,
  city,
  consent,
  captcha,
  captchaError,
  honeypotField,
  onSubmit,
  submitAttempt = 0,
  submitting = false,
  serverError,
  onFacebookSignUp,
  facebookSubmitting = false,
}: SignupScreenProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const strengthId = `${id}-strength`;
  const passwordId = `${id}-password`;
  const form = useRef<HTMLFormElement>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const [toggled, setToggled] = useState(false);

  useEffect(() => {
    if (submitAttempt > 0 && form.current) firstInvalidControl(form.current)?.focus();
  }, [submitAttempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The password goes back to dots before it leaves, so it is never left on screen.
    setPasswordShown(false);
    onSubmit(event);
  };

  const { error: passwordError, 'aria-describedby': passwordDescribedBy, ...passwordInput } = passwordField;

  const toggleSeeking = (value: string, on: boolean) => {
    const chosen = new Set(seeking.value);
    if (on) chosen.add(value);
    else chosen.delete(value);
    // Keep the options' order, whatever order they were ticked in.
    seeking.onChange(seeking.options.map((option) => option.value).filter((v) => chosen.has(v)));
  };

  return (
    <Page>
      <Brand href={homeHref} />
      <Panel aria-labelledby={titleId}>
        <Stack gap={2}>
          <Heading as="h1" size="xl" id={titleId}>
            Create your account
          </Heading>
          <Text tone="muted">It takes two minutes. Then meet people near you.</Text>
        </Stack>
        <div role="alert">
          {serverError && (
            <Banner tone="danger" title="We couldn’t create your account">
              {serverError}
            </Banner>
          )}
        </div>
        <form ref={form} noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Stack gap={5}>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              {...emailField}
            />
            <Stack gap={2}>
              <FormControl
                id={passwordId}
                required
                describedBy={[strengthId, passwordDescribedBy].filter(Boolean).join(' ')}
              >
                <FormControl.Label>Password</FormControl.Label>
                <FormControl.Caption>{passwordHint}</FormControl.Caption>
                <FormControl.Control>
                  {(control) => (
                    <PasswordRow>
                      <Input
                        type={passwordShown ? 'text' : 'password'}
                        autoComplete="new-password"
                        autoCapitalize="off"
                        spellCheck={false}
                        required
                        {...control}
                        {...passwordInput}
                      />
                      <Button
                        variant="secondary"
                        aria-controls={passwordId}
                        onClick={() => {
                          setPasswordShown((shown) => !shown);
                          setToggled(true);
                        }}
                      >
                        {passwordShown ? 'Hide' : 'Show'}
                        <VisuallyHidden> password</VisuallyHidden>
                      </Button>
                    </PasswordRow>
                  )}
                </FormControl.Control>
                <FormControl.Validation>{passwordError}</FormControl.Validation>
              </FormControl>
              <PasswordStrengthMeter id={strengthId} {...passwordStrength} />
              <VisuallyHidden aria-live="polite">
                {toggled ? (passwordShown ? 'Your password is shown.' : 'Your password is hidden.') : ''}
              </VisuallyHidden>
            </Stack>
            <TextField
              label="First name"
              hint="Shown on your profile."
              autoComplete="given-name"
              required
              {...firstNameField}
            />
            <TextField
              label="Date of birth"
              hint={`You must be ${minimumAge} or older to join.`}
              type="date"
              autoComplete="bday"
              required
              {...birthDateField}
            />
            <RadioGroup
              legend="I am"
              name={gender.name ?? 'gender'}
              value={gender.value}
              onValueChange={gender.onChange}
              error={gender.error}
              orientation="horizontal"
              required
            >
              {gender.options.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </RadioGroup>
            <ChoiceGroup legend="I want to meet" hint="Choose one or more." error={seeking.error}>
              {seeking.options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  name={seeking.name ?? 'seeking'}
                  value={option.value}
                  checked={seeking.value.includes(option.value)}
                  onChange={(event) => toggleSeeking(option.value, event.target.checked)}
                />
              ))}
            </ChoiceGroup>
            <CityField
              value={city.value}
              onChange={city.onChange}
              cities={{ suggestions: city.suggestions, onQuery: city.onQuery }}
              error={city.error}
            />
            <Checkbox
              name={consent.name ?? 'consent'}
              required
              checked={consent.checked}
              onChange={(event) => consent.onChange(event.target.checked)}
              error={consent.error}
              label={
                <>
                  I accept the <Link href={userAgreementHref}>User agreement</Link> and the{' '}
                  <Link href={privacyPolicyHref}>Privacy policy</Link>
                </>
              }
            />
            <CaptchaSlot error={captchaError}>{captcha}</CaptchaSlot>
            <Honeypot aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                data-1p-ignore=""
                data-lpignore="true"
                {...honeypotField}
              />
            </Honeypot>
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              Create account
            </Button>
          </Stack>
        </form>
        <Divider>or</Divider>
        <FacebookButton
          type="button"
          onClick={facebookSubmitting ? undefined : onFacebookSignUp}
          aria-busy={facebookSubmitting || undefined}
        >
          <FacebookMark />
          {facebookSubmitting ? 'Connecting to Facebook…' : 'Sign up with Facebook'}
        </FacebookButton>
        <LoginLine>
          Already a member? <Link href={loginHref}>Log in</Link>
        </LoginLine>
      </Panel>
    </Page>
  );
}
