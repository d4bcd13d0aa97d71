export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { TabsNav } from './TabsNav';
export type { TabsNavItem, TabsNavProps } from './TabsNav';
