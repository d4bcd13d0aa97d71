import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { Count, List, Panel, Trigger } from './Tabs.styles';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Small number after the label, e.g. unread messages. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Profile sections"). */
  label: string;
  items: TabItem[];
  /** Controlled selected value; pair with `onValueChange`. */
  value?: string;
  /** Initially selected value; the first item when omitted. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` selects on arrow keys; `manual` waits for Enter/Space (use when panels are slow to render). */
  activationMode?: 'automatic' | 'manual';
}

/**
 * In-page tabs on @radix-ui/react-tabs (the ARIA tabs pattern done right: arrow keys, Home/End, roving tabindex,
 * tab/tabpanel wiring). For tabs that change the route use TabsNav.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, activationMode }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
            {item.count !== undefined && <Count>{item.count}</Count>}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
