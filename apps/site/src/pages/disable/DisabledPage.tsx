// profile/disabled: rendered outside the member area (SiteRoutes), since disabling ended the member's session; once
// on screen it forgets, on this device, the member who just disabled their profile.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DisabledScreen } from '@app/ui';
import { QueryProvider } from '../../components/QueryProvider';
import { paths } from '../../config/paths';
import { forgetDisabledMember } from '../../features/disable/api/disable-profile';

function ForgetMember() {
  const queryClient = useQueryClient();
  useEffect(() => void forgetDisabledMember(queryClient), [queryClient]);
  return null;
}

export default function DisabledPage() {
  return (
    <QueryProvider>
      <ForgetMember />
      <DisabledScreen homeHref={paths.landing.href()} loginHref={paths.login.href()} />
    </QueryProvider>
  );
}
