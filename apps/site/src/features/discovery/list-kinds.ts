// The member lists of the contract's catalogue: their URL, the client route name that guards them and the counter
// that counts them.
import type { CounterName, ListId, ListKind, PaywallKey } from '@app/contract';
import { catalogue, listIds } from '@app/contract';
import { featurePaths } from '../../config/paths';

export interface ListRoute {
  id: ListId;
  kind: ListKind;
  href: string;
  /** Route name in @app/client's permission table. */
  route: string;
  counter: CounterName;
  /** Headline key of home/paywall when the member's plan lacks the list. */
  paywall: PaywallKey | undefined;
}

const listRoute = (id: ListId): ListRoute => {
  const entry: { wire: ListKind; routes: readonly string[]; counter: CounterName; paywall?: PaywallKey } =
    catalogue[id];
  return {
    id,
    kind: entry.wire,
    href: featurePaths[id].href(),
    route: entry.routes[0]!,
    counter: entry.counter,
    paywall: entry.paywall,
  };
};

/** Every list, in tab order. */
export const listRoutes: readonly ListRoute[] = listIds.map(listRoute);

/** The list shown at `pathname`, if any. */
export const listRouteAt = (pathname: string): ListRoute | undefined =>
  listRoutes.find((list) => list.href === pathname);
