import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames, theme } from '@app/ui';
import { Code } from './tokenDocs';

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inline SVG icons (`<Icon name="heart" />`), decorative: the button or text around them carries the name. */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: theme.space[4],
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: theme.space[2] }}>
          <Icon name={name} size="28px" />
          <Code>{name}</Code>
        </li>
      ))}
    </ul>
  ),
};
