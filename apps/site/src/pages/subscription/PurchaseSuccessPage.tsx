// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function PurchaseSuccessPage() {
  return <PlaceholderScreen title="PurchaseSuccessPage" summary="Coming soon" backHref="/home" />;
}
