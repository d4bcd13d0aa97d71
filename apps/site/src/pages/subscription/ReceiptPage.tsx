// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function ReceiptPage() {
  return <PlaceholderScreen title="ReceiptPage" summary="Coming soon" backHref="/home" />;
}
