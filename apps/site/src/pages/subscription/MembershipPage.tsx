// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function MembershipPage() {
  return <PlaceholderScreen title="MembershipPage" summary="Coming soon" backHref="/home" />;
}
