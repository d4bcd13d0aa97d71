// The page a validation link opens (/email/validate?token=…), logged in or out: it follows the link once on arrival
// and says how it went. Logged in, it leads home (where the emailVerified notice shows once); logged out, to login.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@app/client';
import { emailCopy } from '@app/contract';
import { EmailValidationScreen } from '@app/ui';
import { QueryProvider } from '../../components/QueryProvider';
import { paths } from '../../config/paths';
import { session } from '../../lib/client';
import { useValidateEmail } from '../../features/notices/api/email';

export default function EmailValidationPage() {
  return (
    <QueryProvider>
      <EmailValidation />
    </QueryProvider>
  );
}

function EmailValidation() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const validate = useValidateEmail();
  const started = useRef(false);
  const { mutate } = validate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const loggedIn = session.currentProfile() !== null;
  const next = loggedIn
    ? { label: 'Go to your home page', href: paths.home.href() }
    : { label: 'Log in', href: paths.login.href(paths.home.href()) };
  const refused = validate.error instanceof ApiError && validate.error.field === 'token';
  return (
    <EmailValidationScreen
      status={validate.isSuccess ? 'done' : refused ? 'invalid' : validate.isError ? 'error' : 'validating'}
      email={validate.data}
      message={refused ? emailCopy.invalidToken : undefined}
      next={next}
      settingsHref={paths.accountSettings.href()}
    />
  );
}
