// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function CheckoutPage() {
  return <PlaceholderScreen title="CheckoutPage" summary="Coming soon" backHref="/home" />;
}
