// The page a sign-up link opens (/signup/confirm?token=…): it follows the link once on arrival. The server creates
// the member and logs them in; the client session starts as after a login, and the first-run flow opens at step 1.
// A used or expired link says so with the way to sign up again; a network failure offers a retry.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@app/client';
import { SignupConfirmScreen } from '@app/ui';
import { QueryProvider } from '../../components/QueryProvider';
import { paths } from '../../config/paths';
import { useConfirmSignUp } from '../../features/join/api';
import { onboardingHref } from '../../features/join/onboarding';

export default function SignupConfirmPage() {
  return (
    <QueryProvider>
      <SignupConfirm />
    </QueryProvider>
  );
}

function SignupConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmSignUp();
  const started = useRef(false);
  const { mutate } = confirm;
  const follow = useCallback(
    () => mutate(token, { onSuccess: () => void navigate(onboardingHref('step1'), { replace: true }) }),
    [mutate, token, navigate],
  );
  // Once per visit: the link works once.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    follow();
  }, [follow]);

  const refused = confirm.error instanceof ApiError && confirm.error.status < 500;
  return (
    <SignupConfirmScreen
      status={refused ? 'invalid' : confirm.isError ? 'failed' : 'confirming'}
      homeHref={paths.landing.href()}
      signUpHref={paths.signup.href()}
      loginHref={paths.login.href()}
      onRetry={follow}
    />
  );
}
