import type { Meta, StoryObj } from '@storybook/react-vite';
import { media, theme, tokens } from '@app/ui';
import { Code, cssVarName, Section, TokenTable } from './tokenDocs';

const meta = {
  title: 'Foundations/Spacing',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 4px spacing scale: `theme.space[n]`; layout components take the step number (`<Stack gap={4}>`). */
export const Space: Story = {
  render: () => (
    <TokenTable
      columns={['Step', 'CSS variable', 'Value', 'Scale']}
      rows={theme.space.map((reference, step) => ({
        key: reference,
        cells: [
          <Code key="step">{`space[${step}]`}</Code>,
          <Code key="var">{cssVarName(reference)}</Code>,
          <Code key="value">{tokens.space[step]}</Code>,
          <span
            key="bar"
            aria-hidden="true"
            style={{
              display: 'block',
              height: 16,
              width: reference,
              background: theme.color.accent.emphasis,
            }}
          />,
        ],
      }))}
    />
  ),
};

const tile = {
  width: 96,
  height: 64,
  background: theme.color.canvas.default,
  border: `1px solid ${theme.color.border.muted}`,
} as const;

export const RadiiAndShadows: Story = {
  render: () => (
    <>
      <Section title="Radii">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[5] }}>
          {Object.entries(tokens.radii).map(([name, value]) => (
            <figure key={name} style={{ margin: 0 }}>
              <div style={{ ...tile, borderRadius: theme.radii[name as keyof typeof tokens.radii] }} />
              <figcaption style={{ fontSize: theme.font.size.sm }}>
                <Code>{`radii.${name}`}</Code> {value}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title="Shadows">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[6] }}>
          {Object.keys(tokens.shadow).map((name) => (
            <figure key={name} style={{ margin: 0 }}>
              <div
                style={{
                  ...tile,
                  borderRadius: theme.radii.md,
                  boxShadow: theme.shadow[name as keyof typeof tokens.shadow],
                }}
              />
              <figcaption style={{ fontSize: theme.font.size.sm, marginTop: theme.space[2] }}>
                <Code>{`shadow.${name}`}</Code>
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
    </>
  ),
};

/** Breakpoints (mobile first), layers and motion. Breakpoints are numbers: use `media.tablet` etc. in styles. */
export const BreakpointsLayersMotion: Story = {
  render: () => (
    <>
      <Section title="Breakpoints">
        <TokenTable
          columns={['Token', 'Value', 'Media query']}
          rows={Object.entries(tokens.breakpoints).map(([name, value]) => ({
            key: name,
            cells: [
              <Code key="token">{`breakpoints.${name}`}</Code>,
              `${value}px`,
              <Code key="media">{media[name as keyof typeof tokens.breakpoints]}</Code>,
            ],
          }))}
        />
      </Section>
      <Section title="Layers (z-index)">
        <TokenTable
          columns={['Token', 'Value']}
          rows={Object.entries(tokens.z).map(([name, value]) => ({
            key: name,
            cells: [<Code key="token">{`z.${name}`}</Code>, value],
          }))}
        />
      </Section>
      <Section title="Motion">
        <TokenTable
          columns={['Token', 'Value']}
          rows={[
            ...Object.entries(tokens.motion.duration).map(([name, value]) => ({
              key: name,
              cells: [
                <Code key="token">{`motion.duration.${name}`}</Code>,
                `${value}ms (0ms with reduced motion)`,
              ],
            })),
            ...Object.entries(tokens.motion.easing).map(([name, value]) => ({
              key: name,
              cells: [<Code key="token">{`motion.easing.${name}`}</Code>, <Code key="value">{value}</Code>],
            })),
          ]}
        />
      </Section>
    </>
  ),
};
