// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function FreeTimeCongratulationsPage() {
  return <PlaceholderScreen title="FreeTimeCongratulationsPage" summary="Coming soon" backHref="/home" />;
}
