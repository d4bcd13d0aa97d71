// Member pages later issues will build: the page's name, "coming soon" and what it will do, inside the shell, behind
// the same permission guard the finished page will have.
import { Navigate, useParams } from 'react-router';
import { profileEditSections } from '@app/client';
import { PlaceholderScreen } from '@app/ui';
import type { MemberPage } from '../../config/member-pages';
import { memberPages } from '../../config/member-pages';
import { subscriptionPages } from '../../config/subscription-pages';
import { paths } from '../../config/paths';
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

const editPage = memberPages.find((page) => page.route === 'profile/edit');
const sectionTitle = (section: string) => section.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** profile/edit/<section> (SPEC point 2's sections); an unknown section shows the profile editor. */
export function ProfileEditSectionPage() {
  const { section = '' } = useParams();
  if (!editPage || !(profileEditSections as readonly string[]).includes(section))
    return <Navigate to={paths.profileEdit.href()} replace />;
  return (
    <MemberPlaceholder
      page={{
        ...editPage,
        title: `Edit profile: ${sectionTitle(section)}`,
        href: paths.profileEdit.href(section),
      }}
    />
  );
}

/** subscription/<offer>; an unknown offer shows the membership page. */
export function SubscriptionPage() {
  const { offer } = useParams();
  const page = subscriptionPages.find((candidate) => candidate.offer === offer);
  if (!page) return <Navigate to={paths.subscription.href()} replace />;
  return <PlaceholderScreen title={page.title} summary={page.summary} backHref={home} />;
}
