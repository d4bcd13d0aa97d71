// Placeholder until the page is built.
import { PlaceholderScreen } from '@app/ui';

export default function OfferPage() {
  return <PlaceholderScreen title="OfferPage" summary="Coming soon" backHref="/home" />;
}
