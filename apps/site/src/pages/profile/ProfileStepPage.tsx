// profile/edit/step1–3: the first-run flow. Each step saves its sections (the contract's profileSteps) one after the
// other, then goes on: step1 → step2 → step3 → profile/complete, or, for a member who just joined, step3 → photos
// (a photo is needed to finish). Skipping is allowed; Back goes to the step before.
import { useNavigate } from 'react-router';
import type { EditableSection, ProfileStep } from '@app/contract';
import { profileSteps } from '@app/contract';
import type { SectionsToSave } from '@app/ui';
import { ProfileStepScreen } from '@app/ui';
import { paths } from '../../config/paths';
import type { SectionSave } from '../../features/profile/api/save-section';
import { useSaveSections } from '../../features/profile/api/save-section';
import { onboardingHref, useOnboardingArrival } from '../../features/join/onboarding';
import { SectionsFormPage } from './SectionsFormPage';

/** Where a step's Back and Skip lead; `joining`: the member is in the first-run flow, whose last step is photos. */
export function stepLinks(step: ProfileStep, joining = false) {
  const index = profileSteps.findIndex((candidate) => candidate.step === step);
  const before = profileSteps[index - 1];
  const after = profileSteps[index + 1];
  return {
    back: before ? paths.profileEdit.href(before.step) : undefined,
    skip: after
      ? paths.profileEdit.href(after.step)
      : joining
        ? onboardingHref('photos')
        : paths.profileComplete.href(),
  };
}

const failedSection = (error: unknown) =>
  typeof error === 'object' && error !== null && 'section' in error
    ? (error.section as EditableSection)
    : undefined;

export default function ProfileStepPage({ step }: { step: ProfileStep }) {
  const navigate = useNavigate();
  const save = useSaveSections();
  const { active: joining } = useOnboardingArrival(step);
  const links = stepLinks(step, joining);
  const sections = profileSteps.find((candidate) => candidate.step === step)?.sections ?? [];
  return (
    <SectionsFormPage
      save={(values: SectionsToSave) =>
        save.mutateAsync(sections.map((section) => ({ section, values: values[section] }) as SectionSave))
      }
      saving={save.isPending}
      error={save.error}
      failedSection={failedSection(save.error)}
      onSaved={() => void navigate(links.skip)}
      screen={(state) => <ProfileStepScreen key={step} step={step} links={links} {...state} />}
    />
  );
}
