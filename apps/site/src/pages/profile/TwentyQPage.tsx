// profile/edit/twenty-q: the 20 questions. Each change is saved on its own; a field the server refuses shows beside
// the answer, any other failure offers a retry, and what was typed stays either way. The fifth answer's reward is
// announced once (the server says so on that one call); leaving with an open, unsaved answer asks first.
import { memberErrorMessage } from '@app/client';
import { useState } from 'react';
import { profileSectionTitles, twentyQAnswerRules, twentyQReward, twentyQuestions } from '@app/contract';
import type { TwentyQOutcome } from '@app/ui';
import { TwentyQScreen } from '@app/ui';
import { paths } from '../../config/paths';
import type { TwentyQVariables } from '../../features/profile/api/twenty-q';
import { useChangeTwentyQ, useTwentyQ } from '../../features/profile/api/twenty-q';
import { namedField } from '../../features/profile/save-errors';
import { useUnsavedChangesPrompt } from '../../features/profile/unsaved-changes';

const messageOf = (error: unknown) => memberErrorMessage(error);

export default function TwentyQPage() {
  const twentyQ = useTwentyQ();
  const change = useChangeTwentyQ();
  const [dirty, setDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(dirty);

  const outcomeOf = async (variables: TwentyQVariables): Promise<TwentyQOutcome> => {
    try {
      const { rewardJustGranted } = await change.mutateAsync(variables);
      return { ok: true, rewardJustGranted };
    } catch (error) {
      return namedField(error) === 'answer'
        ? { ok: false, fieldError: messageOf(error) }
        : { ok: false, error: messageOf(error) };
    }
  };

  return (
    <>
      <TwentyQScreen
        status={twentyQ.data ? 'ready' : twentyQ.isError ? 'error' : 'loading'}
        title={profileSectionTitles['twenty-q']}
        questions={twentyQuestions}
        answers={twentyQ.data?.answers}
        reward={twentyQ.data?.reward}
        rewardCopy={twentyQReward}
        rules={twentyQAnswerRules}
        onAnswer={(questionId, answer) => outcomeOf({ questionId, answer })}
        onClear={(questionId) => outcomeOf({ questionId, answer: null })}
        onRetry={() => twentyQ.refetch()}
        onDirtyChange={setDirty}
        backHref={paths.profileEdit.href()}
      />
      {prompt}
    </>
  );
}
