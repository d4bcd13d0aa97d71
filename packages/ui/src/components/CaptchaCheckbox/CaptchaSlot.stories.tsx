import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CaptchaCheckbox } from './CaptchaCheckbox';
import { CaptchaSlot } from './CaptchaSlot';

const meta = {
  title: 'Components/Forms/CaptchaSlot',
  component: CaptchaSlot,
  args: { children: <CaptchaCheckbox checked={false} onChange={fn()} /> },
} satisfies Meta<typeof CaptchaSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSandboxCheckbox: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Security check' });
    await expect(region).toContainElement(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
  },
};

/** The error sits under the widget, once; the sandbox checkbox is marked invalid and described by it. */
export const WithError: Story = {
  args: { error: "Tick the box to show you're not a robot." },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Tick the box to show you're not a robot.")).toHaveLength(1);
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleErrorMessage(
      "Tick the box to show you're not a robot.",
    );
  },
};

/** Any other widget (Turnstile's, in the site) sits in the same place. */
export const WithOtherWidget: Story = {
  args: {
    error: 'The check did not load. Reload the page to try again.',
    children: (
      <div
        style={{ width: 300, maxWidth: '100%', height: 65, border: '1px dashed #8a837e', borderRadius: 8 }}
      >
        <p style={{ margin: 12 }}>Hosted widget</p>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Security check' })).toHaveTextContent('Hosted widget');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The check did not load.');
  },
};
