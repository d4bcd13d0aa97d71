// Sign-up: the form (react-hook-form over the contract's sign-up body), a strength meter from the same estimate the
// server applies (loaded as the member types the password), the city from the lookup, the CAPTCHA the server
// chooses (the sandbox's checkbox, or Cloudflare Turnstile), and a hidden honeypot. Sent, the page says to check the
// inbox, whether or not the address was a member's: the server mails either the link or a note. Facebook sign-up
// takes the same details with a Facebook token instead of email and password, and logs in at once.
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, memberErrorMessage } from '@app/client';
import type { OnboardingStep } from '@app/contract';
import { MEMBER_AGE_MIN, SIGNUP_LINK_HOURS, genders, passwordCopy } from '@app/contract';
import type { PasswordStrength, passwordStrength } from '@app/contract/password-strength';
import { genderLabels, seekingLabels, SignupScreen, SignupSentScreen } from '@app/ui';
import { QueryProvider } from '../../components/QueryProvider';
import { paths } from '../../config/paths';
import { useCityLookup } from '../../features/discovery/api/lookup-cities';
import { useCaptchaConfig, useFacebookSignUp, useSignUp } from '../../features/join/api';
import { onboardingHref } from '../../features/join/onboarding';
import type { SignupFormValues } from '../../features/join/signup-form';
import { emptySignupForm, formFieldOf, signupResolver, signUpRequest } from '../../features/join/signup-form';
import CaptchaField from '../../features/join/CaptchaField';

const FacebookLoginDialog = lazy(() => import('../../features/session/FacebookLoginDialog'));
const loadStrength = () => import('@app/contract/password-strength');

const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));
const seekingOptions = genders.map((value) => ({ value, label: seekingLabels[value] }));

/** The password's strength, estimated once the estimator has loaded (it weighs ~400 KB: loaded on first use). */
function usePasswordStrength(
  password: string,
  hints: string[],
): { score: PasswordStrength['score']; label: string; advice: string } {
  const [estimate, setEstimate] = useState<{ of: typeof passwordStrength } | null>(null);
  useEffect(() => {
    if (password && !estimate)
      void loadStrength().then((module) => setEstimate({ of: module.passwordStrength }));
  }, [password, estimate]);
  if (!password || !estimate) return { score: 0, label: '', advice: '' };
  return estimate.of(password, hints);
}

export default function SignupPage() {
  return (
    <QueryProvider>
      <Signup />
    </QueryProvider>
  );
}

function Signup() {
  const navigate = useNavigate();
  const form = useForm<SignupFormValues>({ resolver: signupResolver, defaultValues: emptySignupForm });
  const { errors, submitCount } = form.formState;
  const signUp = useSignUp();
  const facebook = useFacebookSignUp();
  const captcha = useCaptchaConfig();
  const [facebookOpen, setFacebookOpen] = useState(false);
  // "Use another address" links back here: a new visit of the page (a new location key) shows the form again.
  const { key } = useLocation();
  const [sent, setSent] = useState<{ email: string; key: string } | null>(null);
  const sentTo = sent?.key === key ? sent.email : null;
  const [resent, setResent] = useState(false);
  const [cityQuery, setCityQuery] = useState('');
  const cities = useCityLookup(useDeferredValue(cityQuery));

  const values = useWatch({ control: form.control }) as Partial<SignupFormValues>;
  const { password = '', email = '', displayName = '' } = values;
  const strength = usePasswordStrength(password, [email, displayName]);

  /** A refusal naming a field goes beside it; anything else on top of the form. */
  const showRefusal = (error: Error) => {
    const field = error instanceof ApiError ? formFieldOf(error.field) : undefined;
    if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
    // A CAPTCHA answer is single use (Turnstile's): a refused or spent one is asked again.
    if (error instanceof ApiError) form.setValue('captchaToken', '');
  };

  const submit = form.handleSubmit(
    (values) => {
      facebook.reset();
      signUp.mutate(signUpRequest(values), {
        onSuccess: ({ email: to }) => {
          setSent({ email: to, key });
          setResent(false);
        },
        onError: showRefusal,
      });
    },
    () => {
      signUp.reset();
      facebook.reset();
    },
  );

  /** Facebook needs the same details but email and password: those are checked, then the dialog opens. */
  const startFacebook = async () => {
    signUp.reset();
    const about = [
      'displayName',
      'birthdate',
      'gender',
      'seeking',
      'city',
      'consent',
      'captchaToken',
    ] as const;
    if (await form.trigger(about, { shouldFocus: true })) setFacebookOpen(true);
  };
  const signUpWithFacebook = (token: string) => {
    const { email: _email, password: _password, ...about } = signUpRequest(form.getValues());
    facebook.mutate(
      { ...about, token },
      {
        onSuccess: ({ created }) =>
          void navigate(created ? onboardingHref('step1' satisfies OnboardingStep) : paths.home.href(), {
            replace: true,
          }),
        onError: showRefusal,
      },
    );
  };

  if (sentTo !== null) {
    return (
      <SignupSentScreen
        homeHref={paths.landing.href()}
        email={sentTo}
        linkValidHours={SIGNUP_LINK_HOURS}
        onResend={() => signUp.mutate(signUpRequest(form.getValues()), { onSuccess: () => setResent(true) })}
        resendState={signUp.isPending ? 'sending' : signUp.isError ? 'failed' : resent ? 'sent' : 'idle'}
        signUpHref={paths.signup.href()}
      />
    );
  }

  const failed = signUp.error ?? facebook.error;
  const serverError =
    failed && !(failed instanceof ApiError && formFieldOf(failed.field))
      ? memberErrorMessage(failed)
      : undefined;
  const today = new Date();
  const latestBirthdate = new Date(
    Date.UTC(today.getUTCFullYear() - MEMBER_AGE_MIN, today.getUTCMonth(), today.getUTCDate()),
  )
    .toISOString()
    .slice(0, 10);

  return (
    <>
      <SignupScreen
        homeHref={paths.landing.href()}
        loginHref={paths.login.href()}
        userAgreementHref={paths.publicPage.href('user-agreement')}
        privacyPolicyHref={paths.publicPage.href('privacy-policy')}
        emailField={{ ...form.register('email'), error: errors.email?.message }}
        passwordField={{ ...form.register('password'), error: errors.password?.message }}
        passwordHint={passwordCopy.rule}
        passwordStrength={strength}
        firstNameField={{ ...form.register('displayName'), error: errors.displayName?.message }}
        birthDateField={{
          ...form.register('birthdate'),
          max: latestBirthdate,
          error: errors.birthdate?.message,
        }}
        minimumAge={MEMBER_AGE_MIN}
        gender={{
          name: 'gender',
          options: genderOptions,
          value: values.gender ?? '',
          onChange: (value) =>
            form.setValue('gender', value as SignupFormValues['gender'], { shouldValidate: submitCount > 0 }),
          error: errors.gender?.message,
        }}
        seeking={{
          name: 'seeking',
          options: seekingOptions,
          value: values.seeking ?? [],
          onChange: (value) =>
            form.setValue('seeking', value as SignupFormValues['seeking'], {
              shouldValidate: submitCount > 0,
            }),
          error: errors.seeking?.message,
        }}
        city={{
          value: { name: '', region: '', country: '', ...values.city },
          onChange: (value) => form.setValue('city', value, { shouldValidate: submitCount > 0 }),
          suggestions: cities.data ?? [],
          onQuery: setCityQuery,
          error: errors.city?.name?.message ?? errors.city?.country?.message ?? errors.city?.message,
        }}
        consent={{
          name: 'consent',
          checked: values.consent === true,
          onChange: (checked) =>
            form.setValue('consent', checked as true, { shouldValidate: submitCount > 0 }),
          error: errors.consent?.message,
        }}
        captcha={
          <Controller
            control={form.control}
            name="captchaToken"
            render={({ field }) => (
              <CaptchaField
                config={captcha.data}
                token={field.value}
                onToken={field.onChange}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
              />
            )}
          />
        }
        captchaError={errors.captchaToken?.message}
        honeypotField={form.register('website')}
        onSubmit={submit}
        submitAttempt={submitCount}
        submitting={signUp.isPending}
        serverError={serverError}
        onFacebookSignUp={() => void startFacebook()}
        facebookSubmitting={facebook.isPending}
      />
      {facebookOpen && (
        <Suspense fallback={null}>
          <FacebookLoginDialog
            onClose={() => setFacebookOpen(false)}
            onToken={(token) => signUpWithFacebook(token)}
          />
        </Suspense>
      )}
    </>
  );
}
