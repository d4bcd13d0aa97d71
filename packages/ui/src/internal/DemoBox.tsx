// Placeholder blocks for layout stories (Stack, Cluster, Grid): visible, AA-contrast, no meaning.
import type { ReactNode } from 'react';
import { theme } from '../theme';

export function DemoBox({ children, minHeight = 48 }: { children: ReactNode; minHeight?: number }) {
  return (
    <div
      style={{
        minHeight,
        padding: theme.space[3],
        borderRadius: theme.radii.md,
        background: theme.color.accent.subtle,
        color: theme.color.accent.fg,
        border: `1px solid ${theme.color.accent.muted}`,
        fontWeight: 600,
      }}
    >
      {children}
    </div>
  );
}
