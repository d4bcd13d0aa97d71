// Member pages later issues will build: the page's name, "coming soon" and what it will do, inside the shell, behind
// the same permission guard the finished page will have. Also the profile/edit/<section> route, whose sections,
// steps, Spotify and 20Q pages are built and load lazily from here.
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import type { EditableSection, ProfileStep } from '@app/contract';
import { editableSections, profileSteps } from '@app/contract';
import { profileEditSections } from '@app/client';
import { PlaceholderScreen } from '@app/ui';
import type { MemberPage } from '../../config/member-pages';
import { memberPages } from '../../config/member-pages';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/PageLoading';
import { RequirePermission } from '../../features/permissions/RequirePermission';

const home = paths.home.href();

/** The placeholder of the member page at `href` (a member-page route of config/routes.ts). */
export default function PlaceholderPage({ href }: { href: string }) {
  const page = memberPages.find((candidate) => candidate.href === href);
  return page ? <MemberPlaceholder page={page} /> : <Navigate to={home} replace />;
}

function MemberPlaceholder({ page }: { page: MemberPage }) {
  const screen = <PlaceholderScreen title={page.title} summary={page.summary} backHref={home} />;
  return page.route ? <RequirePermission route={page.route}>{screen}</RequirePermission> : screen;
}

const ProfileSectionPage = lazy(() => import('../profile/ProfileSectionPage'));
const ProfileStepPage = lazy(() => import('../profile/ProfileStepPage'));
const SpotifyPage = lazy(() => import('../profile/SpotifyPage'));
const TwentyQPage = lazy(() => import('../profile/TwentyQPage'));

const isEditableSection = (section: string): section is EditableSection =>
  (editableSections as readonly string[]).includes(section);
const isStep = (section: string): section is ProfileStep =>
  profileSteps.some((step) => step.step === section);

/** profile/edit/<section> (SPEC point 2's sections); an unknown section shows the profile editor. */
export function ProfileEditSectionPage() {
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
