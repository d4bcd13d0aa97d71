import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { IconButton } from '../IconButton';
import { Body, Content, Description, Footer, Header, HeaderText, Overlay, Title } from './Dialog.styles';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Short text under the title; describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row; wrap a cancel button in `DialogClose` to close without extra state. */
  footer?: ReactNode;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (usually a Button); focus returns to it on close. */
  trigger?: ReactElement;
  size?: DialogSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt the member. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Clicking the backdrop closes the dialog (Escape always does). */
  closeOnOutsideClick?: boolean;
}

/**
 * Modal dialog on @radix-ui/react-dialog, chosen because focus trapping, hiding the background from screen readers,
 * scroll lock and the aria wiring are easy to get subtly wrong by hand. Escape and the close button close it.
 * Focus returns to the element that had it before opening, also when opened through `open` without a trigger.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'md',
  closeLabel = 'Close',
  role = 'dialog',
  initialFocusRef,
  closeOnOutsideClick = true,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const [bodyRef, bodyScrolls] = useScrollsVertically();

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content
          role={role}
          data-size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves into the dialog: remember who opened it.
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current) return; // Radix falls back to the trigger
            event.preventDefault();
            opener.current.focus();
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
        >
          <Header>
            <HeaderText>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </HeaderText>
            <RadixDialog.Close asChild>
              <IconButton icon="close" aria-label={closeLabel} variant="ghost" />
            </RadixDialog.Close>
          </Header>
          {/* A scrolling body must be reachable by keyboard to scroll it (axe scrollable-region-focusable). */}
          <Body ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </Body>
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A callback ref and whether that element's content is taller than its box: measured before the first paint (a
 * check that runs as soon as the dialog shows, such as axe, sees the right tabIndex), then on every change of size.
 * The element and each of its children are watched: once the box has reached its maximum height, content that grows
 * later (a late web font, an answer that arrives) changes only the children's sizes.
 */
function useScrollsVertically() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setScrolls(node.scrollHeight > node.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(measure);
    const watch = () => {
      sizes.disconnect();
      sizes.observe(node);
      for (const child of Array.from(node.children)) sizes.observe(child);
    };
    const children = new MutationObserver(watch);
    children.observe(node, { childList: true });
    watch();
    return () => {
      children.disconnect();
      sizes.disconnect();
    };
  }, [node]);
  return [setNode, scrolls] as const;
}

/** Closes the surrounding Dialog when its child is clicked: `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
