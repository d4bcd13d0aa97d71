import { LandingScreen } from '@app/ui';
import { footerLinks } from '../../config/public-links';
import { featurePaths, paths } from '../../config/paths';

export default function LandingPage() {
  return (
    <LandingScreen
      homeHref={paths.landing.href()}
      loginHref={paths.login.href()}
      signupHref={paths.signup.href()}
      spinHref={paths.login.href(featurePaths.dailySpins.href())}
      footerLinks={footerLinks}
    />
  );
}
