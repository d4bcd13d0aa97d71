export { Link } from './Link';
export type { LinkProps } from './Link';
export { LinkProvider, PlainLink, useLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkProviderProps } from './LinkProvider';
export type { LinkTone } from './Link.styles';
