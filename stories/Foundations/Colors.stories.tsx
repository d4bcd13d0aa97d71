import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastPairs, contrastRatio, semanticTokens, theme, tokens } from '@app/ui';
import { Code, cssVarName, Section, TokenTable } from './tokenDocs';

const meta = {
  title: 'Foundations/Colors',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Swatch({ color, label }: { color: string; label?: string }) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{
        display: 'inline-block',
        width: 48,
        height: 32,
        borderRadius: theme.radii.sm,
        border: `1px solid ${theme.color.border.muted}`,
        background: color,
      }}
    />
  );
}

type Group = Record<string, string>;
const roleGroups = Object.entries(semanticTokens.color).map(([group, value]) => [
  group,
  typeof value === 'string' ? { '': value } : (value as Group),
]) as [string, Group][];
const themeColors = theme.color as unknown as Record<string, Group | string>;
const reference = (group: string, role: string) => {
  const node = themeColors[group];
  return typeof node === 'string' ? node : (node?.[role] ?? '');
};

/** Semantic roles: what components use. Change a role's palette colour in theme.ts and every component follows. */
export const SemanticRoles: Story = {
  render: () => (
    <>
      {roleGroups.map(([group, roles]) => (
        <Section key={group} title={group}>
          <TokenTable
            columns={['Swatch', 'Token', 'CSS variable', 'Value']}
            rows={Object.entries(roles).map(([role, value]) => {
              const path = role ? `theme.color.${group}.${role}` : `theme.color.${group}`;
              return {
                key: path,
                cells: [
                  <Swatch key="swatch" color={reference(group, role)} />,
                  <Code key="path">{path}</Code>,
                  <Code key="var">{cssVarName(reference(group, role))}</Code>,
                  <Code key="value">{value}</Code>,
                ],
              };
            })}
          />
        </Section>
      ))}
    </>
  ),
};

/** The raw palette the roles are mapped from. Components never use it directly. */
export const Palette: Story = {
  render: () => (
    <>
      {Object.entries(tokens.palette).map(([name, scale]) => {
        const steps: [string, string][] = typeof scale === 'string' ? [['', scale]] : Object.entries(scale);
        return (
          <Section key={name} title={name}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[3] }}>
              {steps.map(([step, hex]) => (
                <figure key={step} style={{ margin: 0, width: 72 }}>
                  <Swatch color={hex} />
                  <figcaption style={{ fontSize: theme.font.size.xs, color: theme.color.fg.muted }}>
                    {step || name}
                    <br />
                    <Code>{hex}</Code>
                  </figcaption>
                </figure>
              ))}
            </div>
          </Section>
        );
      })}
    </>
  ),
};

/** Every text-on-surface pair the components use, with its WCAG contrast ratio (AA needs 4.5:1). */
export const Contrast: Story = {
  render: () => (
    <TokenTable
      columns={['Sample', 'Text', 'Surface', 'Ratio', 'WCAG AA']}
      rows={contrastPairs.map((pair) => {
        const ratio = contrastRatio(pair.fgHex, pair.bgHex);
        return {
          key: `${pair.foreground}/${pair.background}`,
          cells: [
            <span
              key="sample"
              style={{
                display: 'inline-block',
                padding: `${theme.space[1]} ${theme.space[3]}`,
                borderRadius: theme.radii.sm,
                border: `1px solid ${theme.color.border.muted}`,
                color: pair.fgHex,
                background: pair.bgHex,
              }}
            >
              Say hello
            </span>,
            <Code key="fg">{pair.foreground}</Code>,
            <Code key="bg">{pair.background}</Code>,
            `${ratio.toFixed(2)}:1`,
            ratio >= 4.5 ? 'Pass' : 'Fail',
          ],
        };
      })}
    />
  ),
};
