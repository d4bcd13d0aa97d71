// Wire shapes (legacy strings and flags, SPEC point 3) → the clean domain types of @app/contract.
import type {
  Counters,
  CountersWire,
  CurrentProfile,
  FeatureMethods,
  Permissions,
  PermissionsWire,
  ProfileWire,
} from '@app/contract';
import type { PermissionNeed } from './routes.ts';
import { memberRoutes, PAYWALL_ROUTE } from './routes.ts';

/**
 * 'YYYY-MM-DD HH:MM:SS' (the legacy backend writes UTC with a space, which `new Date()` would read as local time)
 * → ISO 8601 UTC.
 */
export function parseWireDateTime(value: string): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid wire date-time: ${value}`);
  return date.toISOString();
}

export function normaliseProfile(wire: ProfileWire): CurrentProfile {
  return {
    data: wire.data,
    isDefaultCampaign: wire.isDefaultCampaign === 'true',
    isC2Profile: wire.isC2Profile === 'true',
    images: wire.images,
    imageCount: Number(wire.NbOfImages),
    mainImage: wire.profileMainImage,
    verificationStatus: wire.VerificationStatus,
    subscriptionStatus: wire.SubscriptionStatus,
    answers: wire.UserAnswers ?? [],
    signupDate: parseWireDateTime(wire.SignupDate),
  };
}

/** Is `method` of `feature` allowed by a features map? ('*' allows every method.) */
export function isAllowed(features: Permissions['features'], need: PermissionNeed): boolean {
  const methods = features[need.feature];
  if (methods === undefined) return false;
  return methods === '*' || methods.includes(need.method);
}

export function normalisePermissions(wire: PermissionsWire): Permissions {
  const features: Record<string, FeatureMethods> = {};
  for (const [feature, methods] of Object.entries(wire.data)) {
    features[feature] = methods.includes('*') ? '*' : [...methods];
  }
  const routes: Permissions['routes'] = { [PAYWALL_ROUTE]: true, paywall: true };
  for (const route of memberRoutes) routes[route.name] = isAllowed(features, route);
  return {
    isFullMember: wire.isFullMember === '1',
    isFreeMember: wire.isFreeMember === '1',
    isFeaturedUser: wire.isFeaturedUser === '1',
    isFacebookProfile: wire.isFacebookProfile === '1',
    hasActiveDefaultPlan: wire.hasActiveDefaultPlan === '1',
    isPayingMember: wire.isPayingMember === '1',
    features,
    routes,
  };
}

/** A route is reachable only if its name is flagged true (SPEC point 5). */
export const canOpenRoute = (permissions: Permissions, routeName: string): boolean =>
  permissions.routes[routeName] === true;

export function normaliseCounters(wire: CountersWire): Counters {
  const counters: Counters = {};
  for (const [name, value] of Object.entries(wire.data)) counters[name] = Number(value);
  return counters;
}
