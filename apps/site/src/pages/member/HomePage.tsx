import { Navigate } from 'react-router';
import { showHomeAds } from '@app/client';
import { Banner, HomeScreen, VerifiedNotice } from '@app/ui';
import { paths } from '../../config/paths';
import { countedFeature, homeShortcuts } from '../../features/navigation/shortcuts';
import { useNow } from '../../lib/clock';
import { useCounters } from '../../features/counters/api/get-counters';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { useCurrentProfile } from '../../features/session/api/get-profile';
import { useVerification } from '../../features/verification/api/verification';
import { useVerifiedNotice } from '../../features/verification/verified-notice';
import { useOnboardingStep } from '../../features/join/api';
import { onboardingHref } from '../../features/join/onboarding';

const shortcuts = homeShortcuts.flatMap(({ id, icon, countNoun }) => {
  const feature = countedFeature(id);
  return feature ? [{ ...feature, icon, countLabel: countNoun }] : [];
});

export default function HomePage() {
  const profile = useCurrentProfile().data;
  const permissions = usePermissions().data;
  const counters = useCounters().data;
  const now = useNow();
  // The verified notice waits here if the member has not seen it (only verified members can have one).
  const verification = useVerification({ enabled: profile?.verificationStatus === 'verified' });
  const notice = useVerifiedNotice(verification.data);
  // A member who joined and has not finished the first-run flow goes on where they left it (after a login too).
  const onboardingStep = useOnboardingStep().data;
  if (onboardingStep) return <Navigate to={onboardingHref(onboardingStep)} replace />;

  return (
    <HomeScreen
      memberName={profile?.data.name ?? ''}
      isPayingMember={permissions?.isPayingMember}
      upgradeHref={paths.paywall.href()}
      showAds={Boolean(permissions && profile && showHomeAds(permissions, profile, now()))}
      shortcuts={shortcuts.map(({ counter, ...shortcut }) => ({ ...shortcut, count: counters?.[counter] }))}
      notice={
        <>
          {notice.show && (
            <VerifiedNotice onDismiss={notice.dismiss} profileHref={paths.profileView.href()} />
          )}
          {/* The landing page promises a daily spin: here it is, after login. */}
          <Banner
            title="Your daily spin"
            action={{ label: "Spin for today's matches", href: paths.dailySpins.href() }}
          >
            {counters?.dailySpinsLeft === 0
              ? 'You used today’s spins. See today’s matches; new spins come at midnight Eastern.'
              : 'Spin the wheel to reveal new members who fit what you are looking for.'}
          </Banner>
        </>
      }
    />
  );
}
