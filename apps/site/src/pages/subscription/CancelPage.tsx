// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function CancelPage() {
  return <PlaceholderScreen title="CancelPage" summary="Coming soon" backHref="/home" />;
}
