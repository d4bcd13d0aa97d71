// profile/edit/step1–3: the first-run flow. Each step saves its sections (the contract's profileSteps) one after the
// other, then goes on: step1 → step2 → step3 → profile/complete. Skipping is allowed; Back goes to the step before.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EditableSection, ProfileStep } from '@app/contract';
import { profileSteps } from '@app/contract';
import type { SectionsToSave } from '@app/ui';
import { ProfileStepScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useOwnProfile } from '../../features/profile/api/get-own-profile';
import type { SectionSave } from '../../features/profile/api/save-section';
import { useSaveSections } from '../../features/profile/api/save-section';
import { saveErrorView } from '../../features/profile/save-errors';
import { useUnsavedChangesPrompt } from '../../features/profile/unsaved-changes';
import { useCitySuggestions } from './use-city-lookup';

/** Where a step's Back and Skip lead. */
export function stepLinks(step: ProfileStep) {
  const index = profileSteps.findIndex((candidate) => candidate.step === step);
  const before = profileSteps[index - 1];
  const after = profileSteps[index + 1];
  return {
    back: before ? paths.profileEdit.href(before.step) : undefined,
    skip: after ? paths.profileEdit.href(after.step) : paths.profileComplete.href(),
  };
}

const failedSection = (error: unknown) =>
  typeof error === 'object' && error !== null && 'section' in error
    ? (error.section as EditableSection)
    : undefined;

export default function ProfileStepPage({ step }: { step: ProfileStep }) {
  const navigate = useNavigate();
  const own = useOwnProfile();
  const save = useSaveSections();
  const cities = useCitySuggestions();
  const [dirty, setDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(dirty);
  const errors = useMemo(() => saveErrorView(save.error, failedSection(save.error)), [save.error]);
  const links = stepLinks(step);
  const sections = profileSteps.find((candidate) => candidate.step === step)?.sections ?? [];

  const onSave = async (values: SectionsToSave) => {
    await save.mutateAsync(sections.map((section) => ({ section, values: values[section] }) as SectionSave));
    setDirty(false);
    void navigate(links.skip);
  };

  if (!own.data)
    return own.isError ? (
      <ProfileStepScreen step={step} status="error" onRetry={() => own.refetch()} links={links} />
    ) : (
      <ProfileStepScreen step={step} status="loading" links={links} />
    );
  return (
    <>
      <ProfileStepScreen
        key={step}
        step={step}
        status="ready"
        values={own.data.sections}
        onSave={onSave}
        saving={save.isPending}
        {...errors}
        onDirtyChange={setDirty}
        cities={cities}
        links={links}
      />
      {prompt}
    </>
  );
}
