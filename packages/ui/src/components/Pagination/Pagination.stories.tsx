import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Pagination } from './Pagination';

/** Page numbers from tablet up; on mobile "Page 3 of 20" between Previous and Next. */
const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

/** Cursor paging: the total is unknown, so only Previous/Next and the page number. */
export const Cursor: Story = {
  args: { page: 3, pageCount: undefined, hasNext: true },
};

/** In the Storybook UI this opens at mobile width (the QA run screenshots every story at both widths anyway). */
export const Mobile: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
