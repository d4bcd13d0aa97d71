// Small building blocks for the Foundations pages: everything shown comes from the token objects of @app/ui.
import type { ReactNode } from 'react';
import { theme } from '@app/ui';

/** 'var(--color-accent-fg)' → '--color-accent-fg' */
export const cssVarName = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: theme.space[7] }}>
      <h2 style={{ fontSize: theme.font.size.xl, marginBottom: theme.space[4] }}>{title}</h2>
      {children}
    </section>
  );
}

const cell = {
  padding: `${theme.space[2]} ${theme.space[3]}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  // Long token names and sample text wrap, so the table fits a 390 px screen.
  overflowWrap: 'anywhere',
} as const;
const headCell = { ...cell, color: theme.color.fg.muted, fontWeight: theme.font.weight.semibold } as const;

/** A token table: column headers and one row of cells per token. */
export function TokenTable({
  columns,
  rows,
}: {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <table
      style={{
        borderCollapse: 'collapse',
        width: '100%',
        tableLayout: 'fixed',
        fontSize: theme.font.size.sm,
      }}
    >
      <thead>
        <tr style={{ borderBottom: `1px solid ${theme.color.border.muted}` }}>
          {columns.map((column) => (
            <th key={column} scope="col" style={headCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} style={{ borderBottom: `1px solid ${theme.color.border.muted}` }}>
            {row.cells.map((content, index) => (
              <td key={index} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Code = ({ children }: { children: ReactNode }) => (
  <code style={{ fontSize: '0.9em' }}>{children}</code>
);
