// Login: email and password (react-hook-form; rules from the contract's schema), the server's error shown as sent,
// Facebook login through the sandbox flow, and back to the page that asked for a login.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { loadClient, useLogin } from '../../features/session/api/login';
import { useFacebookLogin } from '../../features/session/api/facebook-login';

type LoginFormValues = { user: string; pass: string };

const loadRules = () => import('../../features/session/login-form');
const resolver: Resolver<LoginFormValues> = async (values, context, options) =>
  (await loadRules()).loginResolver(values, context, options);

const FacebookLoginDialog = lazy(() => import('../../features/session/FacebookLoginDialog'));

/** Only same-site paths, so a crafted link cannot send the member elsewhere after login. */
const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : paths.home.href();

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
  const [facebookOpen, setFacebookOpen] = useState(false);
  const [profileDisabled, setProfileDisabled] = useState(false);
  const { errors } = form.formState;

  // Warm the rules and the client core while the member types.
  useEffect(() => {
    const timer = setTimeout(() => void Promise.all([loadRules(), loadClient()]), 1500);
    return () => clearTimeout(timer);
  }, []);

  const enter = () => navigate(safeRedirect(params.get('redirectTo')), { replace: true });

  const logIn = (values: LoginFormValues & { reactivate?: '1' }) => {
    facebook.reset();
    setProfileDisabled(false);
    login.mutate(values, {
      onSuccess: enter,
      onError: (error) => {
        const field = fieldOf(error);
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
        void loadRules().then((rules) => setProfileDisabled(rules.isProfileDisabled(error)));
      },
    });
  };
  const submit = form.handleSubmit((values) => logIn(values));

  const failed = login.error ?? facebook.error;
  const serverError = failed && !fieldOf(failed) ? failed.message : undefined;

  return (
    <>
      <LoginScreen
        homeHref={paths.landing.href()}
        passwordRecoveryHref={paths.publicPage.href('password-recovery')}
        userField={{ ...form.register('user'), error: errors.user?.message }}
        passField={{ ...form.register('pass'), error: errors.pass?.message }}
        onSubmit={submit}
        submitting={login.isPending}
        serverError={serverError}
        {...(profileDisabled
          ? {
              serverErrorTitle: 'Your profile is disabled',
              serverError: 'Reactivate it to log in: your likes, messages and photos are all kept.',
              serverErrorTone: 'info',
            }
          : {})}
        serverErrorAction={
          profileDisabled && !login.isPending
            ? {
                label: 'Reactivate my profile',
                onClick: () => logIn({ ...form.getValues(), reactivate: '1' }),
              }
            : undefined
        }
        onFacebookLogin={() => setFacebookOpen(true)}
        facebookSubmitting={facebook.isPending}
      />
      {facebookOpen && (
        <Suspense fallback={null}>
          <FacebookLoginDialog
            onClose={() => setFacebookOpen(false)}
            onToken={(token) => {
              setFacebookOpen(false);
              login.reset();
              facebook.mutate(token, { onSuccess: enter });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
