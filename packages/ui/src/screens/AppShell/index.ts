export { AppShell } from './AppShell';
export type { AppShellProps, ShellCounter, ShellNavGroup, ShellNavItem } from './AppShell';
