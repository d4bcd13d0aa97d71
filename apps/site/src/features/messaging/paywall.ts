// Messaging's paywall: the server answers 403 `paywall` with the gated action (`feature`) when a member's plan does
// not include reading a thread, sending or replying; the site sends them to home/paywall with that headline. The
// permission map tells beforehand whether sending and replying are open (reading depends on who wrote, so only the
// server's answer decides it).
import type { MessagingPaywallFeature, Permissions } from '@app/contract';
import { errorCodes, messagingPaywallFeatureOf } from '@app/contract';
import { ApiError, isAllowed, paywallGates } from '@app/client';
import { paths } from '../../config/paths';

/** The gated action of a 403 paywall answer (`fallback` when the body names none), or null for any other error. */
export function paywallFeatureOf(
  error: unknown,
  fallback: MessagingPaywallFeature,
): MessagingPaywallFeature | null {
  if (!(error instanceof ApiError) || error.code !== errorCodes.paywall) return null;
  return messagingPaywallFeatureOf(error.body) ?? fallback;
}

/** home/paywall with the headline of a messaging action ('readMail', 'sendMessage' or 'reply'); `from` is where the
 * member continues after paying (the thread, the compose page). */
export const messagingPaywallHref = (feature: MessagingPaywallFeature, from?: string) =>
  paths.paywall.href(feature, from);

/** May this member do `feature` (permission map)? Undefined while the permissions load. */
export const mayMessage = (
  permissions: Permissions | undefined,
  feature: MessagingPaywallFeature,
): boolean | undefined => permissions && isAllowed(permissions.features, paywallGates[feature]);
