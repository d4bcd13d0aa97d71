// One of the public contact forms (the contract's support forms). A logged-in member finds their name and email
// filled in (from the stored profile: no request for visitors). Field errors from the server show beside their
// field; a network or server failure, or the rate limit, shows above the button with everything typed kept.
import { ApiError, NetworkError } from '@app/client';
import type { SupportFormId } from '@app/contract';
import { errorCodes } from '@app/contract';
import type { SupportSendError } from '@app/ui';
import { SupportFormScreen } from '@app/ui';
import { useMemo } from 'react';
import { paths } from '../../config/paths';
import { footerLinks } from '../../config/public-links';
import { useSendSupportForm } from '../../features/support/api/send-support-form';
import { session } from '../../lib/client';

/** Where to read next after sending, per form. */
const nextLinks: Partial<Record<SupportFormId, { label: string; href: string }>> = {
  'customer-service': { label: 'Read the questions and answers', href: paths.publicPage.href('faq') },
  'tech-support': { label: 'Read the questions and answers', href: paths.publicPage.href('faq') },
  'system-abuse': { label: 'Read our safety tips', href: paths.publicPage.href('safety-tips') },
  'success-stories': { label: 'Read other members’ stories', href: paths.publicPage.href('success-stories') },
};

function sendErrorOf(error: unknown): SupportSendError | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.code === errorCodes.rateLimited)
    return { kind: 'rate-limited', message: error.message };
  if (error instanceof NetworkError)
    return {
      kind: 'network',
      message: 'We could not reach our server. Check your connection and try again.',
    };
  return { kind: 'server', message: 'Something went wrong on our side. Try again in a moment.' };
}

export default function SupportFormPage({ form }: { form: SupportFormId }) {
  const send = useSendSupportForm(form);
  const profile = session.currentProfile();
  const initialValues = useMemo(
    () => (profile ? { name: profile.data.name, email: profile.data.email } : undefined),
    [profile],
  );
  const fieldError = send.error instanceof ApiError && send.error.field ? send.error : null;
  const errors = useMemo(
    () => (fieldError?.field ? { [fieldError.field]: fieldError.message } : undefined),
    [fieldError],
  );

  return (
    <SupportFormScreen
      form={form}
      initialValues={initialValues}
      status={send.isSuccess ? 'sent' : 'editing'}
      reference={send.data?.reference}
      submitting={send.isPending}
      sendError={fieldError ? undefined : sendErrorOf(send.error)}
      errors={errors}
      onSubmit={(values) => send.mutate(values)}
      homeHref={paths.landing.href()}
      nextLink={nextLinks[form]}
      footerLinks={footerLinks}
    />
  );
}
