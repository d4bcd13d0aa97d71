// The disable flow's three pages, from the contract's catalogue entry (its route names, in order).
import type { CatalogueEntry } from '@app/contract';
import { catalogue, routeUrl } from '@app/contract';

const entry: CatalogueEntry = catalogue.disableProfile;
const [explain, reasons, disabled] = catalogue.disableProfile.routes;

export const disablePaths = {
  explain: routeUrl(entry, explain),
  reasons: routeUrl(entry, reasons),
  /** Shown signed out: the disable call ended every session. */
  disabled: routeUrl(entry, disabled),
} as const;
