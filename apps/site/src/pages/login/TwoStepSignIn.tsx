// The login's second step for a member with two-step sign-in on: the ticket the right password earned and a code
// from the authenticator app (or a recovery code). A wrong code goes beside the field; a ticket that ran out sends
// the member back to the password with the server's words. The ticket lives only in this page: a reload starts again
// from the password, as the server would refuse a stale ticket anyway.
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { TwoStepSignInScreen } from '@app/ui';
import { entryPaths } from '../../config/entry-paths';
import { useTwoStepSignIn } from '../../features/sign-in/api/two-step-sign-in';

type CodeValues = { code: string };

const loadRules = () => import('../../features/session/login-form');
const resolver: Resolver<CodeValues> = async (values, context, options) =>
  (await loadRules()).twoStepResolver(values, context, options);

export interface TwoStepSignInProps {
  ticket: string;
  /** The password login asked to reactivate a disabled profile: the second step does it. */
  reactivate?: '1';
  onSignedIn: () => void;
  /** Back to the password: chosen by the member, or with the server's reason when the ticket ran out. */
  onStartAgain: (reason?: string) => void;
}

export default function TwoStepSignIn({ ticket, reactivate, onSignedIn, onStartAgain }: TwoStepSignInProps) {
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' } });
  const signIn = useTwoStepSignIn();
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    ({ code }) =>
      signIn.mutate(
        { ticket, code, ...(reactivate ? { reactivate } : {}) },
        {
          onSuccess: onSignedIn,
          onError: (error) =>
            void loadRules().then((rules) => {
              if (rules.isSignInExpired(error)) onStartAgain(error.message);
              else if ('field' in error && error.field === 'code')
                form.setError('code', { message: error.message }, { shouldFocus: true });
            }),
        },
      ),
    () => signIn.reset(),
  );

  const failed = signIn.error;
  const fieldRefusal = failed && 'field' in failed && (failed.field === 'code' || failed.field === 'ticket');
  return (
    <TwoStepSignInScreen
      homeHref={entryPaths.landing.href()}
      codeField={{ ...form.register('code'), error: errors.code?.message }}
      onSubmit={submit}
      submitting={signIn.isPending}
      serverError={failed && !fieldRefusal ? failed.message : undefined}
      onStartAgain={() => onStartAgain()}
    />
  );
}
