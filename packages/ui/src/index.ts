// Public API of @app/ui. One export line per component folder (UI-B appends its own lines below).
export * from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Icon, iconNames } from './internal/icons';
export type { IconName, IconProps } from './internal/icons';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Text';
export * from './components/Heading';
export * from './components/Stack';
export * from './components/Cluster';
export * from './components/Grid';
export * from './components/Card';
export * from './components/VisuallyHidden';
export * from './components/Avatar';
export * from './components/Photo';
export * from './components/Badge';
