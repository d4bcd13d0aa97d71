// profile/settings/verification-settings: profile verification. The state comes from the server; starting an
// attempt, sending the selfie and the verified notice each answer the new state, and the stored current profile's
// VerificationStatus follows (features/verification). A failure keeps the chosen selfie and says why.
import { memberErrorMessage } from '@app/client';
import type { VerificationOutcome } from '@app/ui';
import { VerificationScreen } from '@app/ui';
import { featureTitles, selfieUpload, verificationRejections } from '@app/contract';
import { paths } from '../../config/paths';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import {
  useStartVerification,
  useSubmitSelfie,
  useVerification,
} from '../../features/verification/api/verification';
import { useVerifiedNotice } from '../../features/verification/verified-notice';

const messageOf = (error: unknown) => memberErrorMessage(error);

const outcomeOf = async (run: () => Promise<unknown>): Promise<VerificationOutcome> => {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
};

export default function VerificationSettingsPage() {
  return (
    <RequirePermission route="verification-settings">
      <VerificationSettings />
    </RequirePermission>
  );
}

function VerificationSettings() {
  const verification = useVerification();
  const start = useStartVerification();
  const submit = useSubmitSelfie();
  const notice = useVerifiedNotice(verification.data);

  return (
    <VerificationScreen
      title={featureTitles.verificationSettings ?? 'Verification'}
      status={verification.data ? 'ready' : verification.isError ? 'error' : 'loading'}
      state={verification.data}
      rejections={verificationRejections}
      selfieRules={selfieUpload}
      onStart={() => outcomeOf(() => start.mutateAsync(undefined))}
      onSubmitSelfie={(selfie) => outcomeOf(() => submit.mutateAsync(selfie))}
      showVerifiedNotice={notice.show}
      onDismissNotice={notice.dismiss}
      onCheckAgain={() => verification.refetch()}
      onRetry={() => verification.refetch()}
      links={{ photos: paths.profilePhotos.href(), profile: paths.profileView.href() }}
    />
  );
}
