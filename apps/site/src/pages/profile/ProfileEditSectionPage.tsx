// The profile/edit/<section> route: one pattern for SPEC point 2's profile edit sections, whose sections, steps,
// Spotify and 20Q pages are built and load lazily from here. An unknown section leads back to the profile editor.
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import type { EditableSection, ProfileStep } from '@app/contract';
import { editableSections, profileSteps } from '@app/contract';
import { profileEditSections } from '@app/client';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/PageLoading';
import { RequirePermission } from '../../features/permissions/RequirePermission';

const ProfileSectionPage = lazy(() => import('./ProfileSectionPage'));
const ProfileStepPage = lazy(() => import('./ProfileStepPage'));
const SpotifyPage = lazy(() => import('./SpotifyPage'));
const TwentyQPage = lazy(() => import('./TwentyQPage'));

const isEditableSection = (section: string): section is EditableSection =>
  (editableSections as readonly string[]).includes(section);
const isStep = (section: string): section is ProfileStep =>
  profileSteps.some((step) => step.step === section);

/** profile/edit/<section> (SPEC point 2's sections); an unknown section shows the profile editor. */
export default function ProfileEditSectionPage() {
  const { section = '' } = useParams();
  const page = isEditableSection(section) ? (
    <ProfileSectionPage section={section} />
  ) : isStep(section) ? (
    <ProfileStepPage step={section} />
  ) : section === 'spotify' ? (
    <SpotifyPage />
  ) : section === 'twenty-q' ? (
    <TwentyQPage />
  ) : null;
  if (!page || !(profileEditSections as readonly string[]).includes(section))
    return <Navigate to={paths.profileEdit.href()} replace />;
  return (
    <RequirePermission route="profile/edit">
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </RequirePermission>
  );
}
