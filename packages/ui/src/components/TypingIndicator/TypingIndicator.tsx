import { Dot, Dots, Root } from './TypingIndicator.styles';

export interface TypingIndicatorProps {
  /** The member who is typing. */
  name: string;
}

/**
 * "Ana is typing": three dots in the other member's bubble colour, and the words for everyone (the dots are
 * decoration; they stand still under prefers-reduced-motion). Put it in a polite live region that is always there
 * (ThreadScreen does), so screen readers hear it when it appears.
 */
export function TypingIndicator({ name }: TypingIndicatorProps) {
  return (
    <Root data-typing="">
      <Dots aria-hidden="true">
        <Dot />
        <Dot />
        <Dot />
      </Dots>
      {name} is typing
    </Root>
  );
}
