import type { Meta, StoryObj } from '@storybook/react-vite';
import { theme, tokens } from '@app/ui';
import { Code, cssVarName, Section, TokenTable } from './tokenDocs';

const meta = {
  title: 'Foundations/Typography',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = 'Say hello to someone new';
const { size, weight, lineHeight } = tokens.font;

/** The type scale: `theme.font.size.*`. Text and Heading pick from it. */
export const Scale: Story = {
  render: () => (
    <>
      <Section title="Families">
        <TokenTable
          columns={['Token', 'Value', 'Sample']}
          rows={(['family', 'mono'] as const).map((name) => ({
            key: name,
            cells: [
              <Code key="token">{`font.${name}`}</Code>,
              <Code key="value">{tokens.font[name]}</Code>,
              <span key="sample" style={{ fontFamily: theme.font[name] }}>
                {sample}
              </span>,
            ],
          }))}
        />
      </Section>
      <Section title="Sizes">
        <TokenTable
          columns={['Token', 'Value', 'Sample']}
          rows={Object.entries(size).map(([name, value]) => ({
            key: name,
            cells: [
              <Code key="token">{`font.size.${name}`}</Code>,
              <Code key="value">{value}</Code>,
              <span
                key="sample"
                style={{
                  fontSize: theme.font.size[name as keyof typeof size],
                  lineHeight: theme.font.lineHeight.tight,
                }}
              >
                {sample}
              </span>,
            ],
          }))}
        />
      </Section>
    </>
  ),
};

export const Weights: Story = {
  render: () => (
    <TokenTable
      columns={['Token', 'Value', 'Sample']}
      rows={Object.entries(weight).map(([name, value]) => ({
        key: name,
        cells: [
          <Code key="token">{`font.weight.${name}`}</Code>,
          <Code key="value">{value}</Code>,
          <span
            key="sample"
            style={{
              fontSize: theme.font.size.lg,
              fontWeight: theme.font.weight[name as keyof typeof weight],
            }}
          >
            {sample}
          </span>,
        ],
      }))}
    />
  ),
};

export const LineHeights: Story = {
  render: () => (
    <TokenTable
      columns={['Token', 'CSS variable', 'Value', 'Sample']}
      rows={Object.entries(lineHeight).map(([name, value]) => {
        const reference = theme.font.lineHeight[name as keyof typeof lineHeight];
        return {
          key: name,
          cells: [
            <Code key="token">{`font.lineHeight.${name}`}</Code>,
            <Code key="var">{cssVarName(reference)}</Code>,
            <Code key="value">{value}</Code>,
            <p key="sample" style={{ maxWidth: 280, lineHeight: reference }}>
              Weekend baker, weekday designer, looking for long walks and longer conversations.
            </p>,
          ],
        };
      })}
    />
  ),
};
