// password-recovery (public): ask for a link by email, then, from the link (?token=…), choose a new password. The
// answer to a request is the same for any address; a link that is unknown, used or expired says so and offers a new
// one; after the reset every session is signed out, so the member logs in again.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, memberErrorMessage } from '@app/client';
import { PASSWORD_RECOVERY_SLUG, recoveryCopy } from '@app/contract';
import type { PasswordRecoveryStatus } from '@app/ui';
import { PasswordRecoveryScreen } from '@app/ui';
import { QueryProvider } from '../../components/QueryProvider';
import { paths } from '../../config/paths';
import {
  useCheckRecovery,
  useRequestRecovery,
  useResetPassword,
} from '../../features/account/api/password-recovery';
import { passwordRules } from '../../features/account/password-rules';

const requestHref = paths.publicPage.href(PASSWORD_RECOVERY_SLUG);

const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');
const fieldOf = (error: unknown) => (error instanceof ApiError ? error.field : undefined);

// A public page: outside the member area, so it brings the site's QueryClient itself.
export default function PasswordRecoveryPage() {
  return (
    <QueryProvider>
      <PasswordRecovery />
    </QueryProvider>
  );
}

function PasswordRecovery() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const request = useRequestRecovery();
  const check = useCheckRecovery(token);
  const reset = useResetPassword();
  const [askAgain, setAskAgain] = useState(false);

  const tokenRefused = fieldOf(check.error) === 'token' || fieldOf(reset.error) === 'token';
  let status: PasswordRecoveryStatus;
  if (token === null) status = request.isSuccess && !askAgain ? 'sent' : 'request';
  else if (reset.isSuccess) status = 'done';
  else if (tokenRefused) status = 'invalid';
  else if (check.isSuccess || check.isError) status = 'reset';
  else status = 'checking';

  return (
    <PasswordRecoveryScreen
      status={status}
      copy={recoveryCopy}
      passwordRules={passwordRules}
      homeHref={paths.landing.href()}
      loginHref={paths.login.href()}
      requestHref={requestHref}
      onRequest={(email) => {
        setAskAgain(false);
        request.mutate(email);
      }}
      requesting={request.isPending}
      emailError={fieldOf(request.error) === 'email' ? messageOf(request.error) : undefined}
      requestError={
        request.error && fieldOf(request.error) !== 'email' ? messageOf(request.error) : undefined
      }
      onRequestAgain={() => {
        setAskAgain(true);
        request.reset();
        if (token !== null) void navigate(requestHref);
      }}
      onReset={(newPassword) => token !== null && reset.mutate({ token, newPassword })}
      resetting={reset.isPending}
      newPasswordError={fieldOf(reset.error) === 'newPassword' ? messageOf(reset.error) : undefined}
      resetError={
        reset.error && !['token', 'newPassword'].includes(fieldOf(reset.error) ?? '')
          ? messageOf(reset.error)
          : undefined
      }
    />
  );
}
