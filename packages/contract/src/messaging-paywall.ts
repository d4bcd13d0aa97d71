// Which gated action a messaging paywall answer refused, read without zod: the inbox and thread pages handle such
// answers from their first render. messaging.ts holds the error body's schema (`messagingPaywallError`).
import { errorCodes, readApiError } from './error-codes.ts';

/** The gated actions; the names are the client's paywall headline keys. */
export const messagingPaywallFeatures = ['readMail', 'sendMessage', 'reply'] as const;
export type MessagingPaywallFeature = (typeof messagingPaywallFeatures)[number];

/** The gated action of an error body, or null when it is not a messaging paywall answer. */
export function messagingPaywallFeatureOf(body: unknown): MessagingPaywallFeature | null {
  if (readApiError(body)?.code !== errorCodes.paywall) return null;
  const { feature } = (body as { error: { feature?: unknown } }).error;
  return (messagingPaywallFeatures as readonly unknown[]).includes(feature)
    ? (feature as MessagingPaywallFeature)
    : null;
}
