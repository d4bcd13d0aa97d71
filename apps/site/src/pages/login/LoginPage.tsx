// Login: email and password (react-hook-form; rules from the contract's schema), the server's error shown as sent,
// Facebook login through the sandbox flow, a passkey, and back to the page that asked for a login. A right password
// of a member with two-step sign-in on leads to the second step (TwoStepSignIn). A disabled profile is offered
// reactivation, which logs in again the same way (password, passkey or the same Facebook token) asking for it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { CaptchaConfig } from '@app/contract';
import { LoginScreen } from '@app/ui';
import { entryPaths } from '../../config/entry-paths';
import { loadClient, useLogin } from '../../features/session/api/login';
import { useFacebookLogin } from '../../features/session/api/facebook-login';
import { usePasskeySignIn } from '../../features/sign-in/api/passkey-sign-in';

type LoginFormValues = { user: string; pass: string };
/** How the login that found the profile disabled is repeated to reactivate it. */
type Reactivation = { via: 'password' } | { via: 'passkey' } | { via: 'facebook'; token: string };
/** A right password of a member with two-step sign-in on: the ticket for the second step. */
type SecondStep = { ticket: string; reactivate?: '1' };

const loadRules = () => import('../../features/session/login-form');
const resolver: Resolver<LoginFormValues> = async (values, context, options) =>
  (await loadRules()).loginResolver(values, context, options);

// Only a member with two-step sign-in on meets it, after the password: not part of the page's first paint.
const TwoStepSignIn = lazy(() => import('./TwoStepSignIn'));
const FacebookLoginDialog = lazy(() => import('../../features/session/FacebookLoginDialog'));
// Shown only after many wrong passwords for the account: not part of the page's first paint.
const CaptchaField = lazy(() => import('../../features/join/CaptchaField'));

/** The server asked for the CAPTCHA with the password (field `captchaToken`): many wrong passwords lately. */
const asksForCaptcha = (error: unknown) =>
  typeof error === 'object' && error !== null && 'field' in error && error.field === 'captchaToken';

/** Field errors the server names ('user', 'pass') go beside the field; anything else goes on top. */
function fieldOf(error: unknown): keyof LoginFormValues | undefined {
  const field = typeof error === 'object' && error !== null && 'field' in error ? error.field : undefined;
  return field === 'user' || field === 'pass' ? field : undefined;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<LoginFormValues>({ resolver, defaultValues: { user: '', pass: '' } });
  const login = useLogin();
  const facebook = useFacebookLogin();
  const passkey = usePasskeySignIn();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Why the member is back at the password after the second step (its ticket ran out).
  const [startedAgain, setStartedAgain] = useState<string>();
  const [facebookOpen, setFacebookOpen] = useState(false);
  const [reactivation, setReactivation] = useState<Reactivation | null>(null);
  // Shown once the server asks for it; a token is single use, so each attempt needs a new one.
  const [captcha, setCaptcha] = useState<CaptchaConfig | null>(null);
  const [captchaToken, setCaptchaToken] = useState('');
  const { errors } = form.formState;

  // Warm the rules and the client core as the member starts (a tap, a key, a field focused by a password manager)
  // and while they type: not on a timer, which ran their evaluation while the page was still being read.
  useEffect(() => {
    const starts = ['pointerdown', 'keydown', 'focusin'] as const;
    const warm = () => {
      starts.forEach((type) => document.removeEventListener(type, warm, true));
      void Promise.all([loadRules(), loadClient()]);
    };
    starts.forEach((type) => document.addEventListener(type, warm, true));
    return () => starts.forEach((type) => document.removeEventListener(type, warm, true));
  }, []);

  const enter = () =>
    void loadRules().then((rules) => navigate(rules.afterLogin(params.get('redirectTo')), { replace: true }));

  /** After a refused login: offer reactivation when the profile is disabled, repeating the login as `again`. */
  const offerReactivation = (error: Error, again: Reactivation) =>
    void loadRules().then((rules) => setReactivation(rules.isProfileDisabled(error) ? again : null));

  /** Forgets every other way's refusal before one way is tried. */
  const resetOthers = () => {
    login.reset();
    facebook.reset();
    passkey.reset();
    setReactivation(null);
    setStartedAgain(undefined);
  };

  const logIn = (values: LoginFormValues & { reactivate?: '1' }) => {
    resetOthers();
    login.mutate(captcha ? { ...values, captchaToken } : values, {
      onSuccess: (outcome) => {
        if ('twoStep' in outcome)
          setSecondStep({ ticket: outcome.twoStep.ticket, reactivate: values.reactivate });
        else enter();
      },
      onError: (error) => {
        const field = fieldOf(error);
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        offerReactivation(error, { via: 'password' });
        setCaptchaToken('');
        if (asksForCaptcha(error) && !captcha)
          void loadClient()
            .then(({ http }) => http.call('getCaptchaConfig'))
            .then((answer) => setCaptcha(answer.data));
      },
    });
  };
  // A submit the form refuses answers with its field errors only: the last attempt's alert is about other values.
  const clearRefusal = resetOthers;
  const submit = form.handleSubmit((values) => logIn(values), clearRefusal);

  const logInWithFacebook = (token: string, reactivate?: '1') => {
    resetOthers();
    facebook.mutate(
      { token, reactivate },
      { onSuccess: enter, onError: (error) => offerReactivation(error, { via: 'facebook', token }) },
    );
  };

  const logInWithPasskey = (reactivate?: '1') => {
    resetOthers();
    passkey.mutate(
      { reactivate },
      { onSuccess: enter, onError: (error) => offerReactivation(error, { via: 'passkey' }) },
    );
  };

  const reactivate = () =>
    reactivation?.via === 'facebook'
      ? logInWithFacebook(reactivation.token, '1')
      : reactivation?.via === 'passkey'
        ? logInWithPasskey('1')
        : logIn({ ...form.getValues(), reactivate: '1' });

  if (secondStep)
    return (
      <Suspense fallback={null}>
        <TwoStepSignIn
          ticket={secondStep.ticket}
          reactivate={secondStep.reactivate}
          onSignedIn={enter}
          onStartAgain={(reason?: string) => {
            resetOthers();
            setSecondStep(null);
            setStartedAgain(reason);
          }}
        />
      </Suspense>
    );

  const failed = login.error ?? facebook.error ?? passkey.error;
  const serverError = failed && !fieldOf(failed) && !asksForCaptcha(failed) ? failed.message : startedAgain;
  const busy = login.isPending || facebook.isPending || passkey.isPending;

  return (
    <>
      <LoginScreen
        homeHref={entryPaths.landing.href()}
        passwordRecoveryHref={entryPaths.publicPage.href('password-recovery')}
        userField={{ ...form.register('user'), error: errors.user?.message }}
        passField={{ ...form.register('pass'), error: errors.pass?.message }}
        onSubmit={submit}
        submitting={login.isPending}
        serverError={serverError}
        {...(reactivation
          ? {
              serverErrorTitle: 'Your profile is disabled',
              serverError: 'Reactivate it to log in: your likes, messages and photos are all kept.',
              serverErrorTone: 'info',
            }
          : {})}
        serverErrorAction={
          reactivation && !busy ? { label: 'Reactivate my profile', onClick: reactivate } : undefined
        }
        onFacebookLogin={() => setFacebookOpen(true)}
        facebookSubmitting={facebook.isPending}
        onPasskeyLogin={() => logInWithPasskey()}
        passkeySubmitting={passkey.isPending}
        captcha={
          captcha ? (
            <Suspense fallback={null}>
              <CaptchaField config={captcha} token={captchaToken} onToken={setCaptchaToken} />
            </Suspense>
          ) : undefined
        }
        captchaError={failed && asksForCaptcha(failed) ? failed.message : undefined}
      />
      {facebookOpen && (
        <Suspense fallback={null}>
          <FacebookLoginDialog
            onClose={() => setFacebookOpen(false)}
            onToken={(token) => logInWithFacebook(token)}
          />
        </Suspense>
      )}
    </>
  );
}
