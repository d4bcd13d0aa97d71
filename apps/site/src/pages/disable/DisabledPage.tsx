// profile/disabled: rendered outside the member area (SiteRoutes), since disabling ended the member's session.
import { DisabledScreen } from '@app/ui';
import { paths } from '../../config/paths';

export default function DisabledPage() {
  return <DisabledScreen homeHref={paths.landing.href()} loginHref={paths.login.href()} />;
}
