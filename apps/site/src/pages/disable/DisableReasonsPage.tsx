// profile/disable/reasons: the reasons (the contract's list) and optional words, a confirmation, then the disable
// call; the member, now signed out, lands on profile/disabled.
import { memberErrorMessage } from '@app/client';
import { useNavigate } from 'react-router';
import { DISABLE_COMMENT_MAX, disableReasonLabels, disableReasons } from '@app/contract';
import type { DisableOutcome, DisableReasonsValues } from '@app/ui';
import { DisableReasonsScreen } from '@app/ui';
import { useDisableProfile } from '../../features/disable/api/disable-profile';
import { formFieldOf, validateDisableForm } from '../../features/disable/disable-form';
import { disablePaths } from '../../features/disable/paths';
import { RequirePermission } from '../../features/permissions/RequirePermission';

const reasons = disableReasons.map((value) => ({ value, label: disableReasonLabels[value] }));

export default function DisableReasonsPage() {
  return (
    <RequirePermission route="profile/disable">
      <DisableReasons />
    </RequirePermission>
  );
}

function DisableReasons() {
  const navigate = useNavigate();
  const disable = useDisableProfile({
    onDisabled: () => void navigate(disablePaths.disabled, { replace: true }),
  });

  const onDisable = async (values: DisableReasonsValues): Promise<DisableOutcome> => {
    try {
      await disable.mutateAsync({
        reasons: values.reasons as (typeof disableReasons)[number][],
        ...(values.comment.trim() ? { comment: values.comment } : {}),
      });
      return { ok: true };
    } catch (error) {
      const message = memberErrorMessage(error, 'Check your connection and try again.');
      const field = formFieldOf(error);
      return field ? { ok: false, error: message, field } : { ok: false, error: message };
    }
  };

  return (
    <DisableReasonsScreen
      reasons={reasons}
      commentMax={DISABLE_COMMENT_MAX}
      validate={validateDisableForm}
      onDisable={onDisable}
      backHref={disablePaths.explain}
    />
  );
}
