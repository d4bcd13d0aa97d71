import { formatCount } from '@app/contract';
import { useId, useMemo, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import type { MessageBodyRules } from '@app/contract';
import { mergeRefs } from '../../internal/mergeRefs';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { VisuallyHidden } from '../VisuallyHidden';
import { Count, Form, KeyHint, Row } from './Composer.styles';

export interface ComposerProps {
  /**
   * Called with the trimmed text. Return nothing to clear the box at once (a thread shows the message optimistically,
   * with Retry if it fails); return a promise to keep the text while it runs: the box clears when it resolves and
   * keeps the text, with `failedMessage`, when it rejects.
   */
  onSend: (body: string) => void | Promise<unknown>;
  /** The body rules the server applies (pass `messageBodyRules` from @app/contract). */
  rules: MessageBodyRules;
  /** Names the text box for screen readers ("Message to Ana"). */
  label: string;
  placeholder?: string;
  /** Sending, as tracked by the caller: the text is kept and the box is read-only. */
  sending?: boolean;
  /** A send failure reported by the caller, shown under the box while set. */
  error?: string | null;
  /** Shown when the promise from onSend rejects. */
  failedMessage?: string;
  defaultValue?: string;
  sendLabel?: string;
  /** The text box, e.g. to focus it when a thread opens. */
  ref?: Ref<HTMLTextAreaElement>;
  /** Every change of the text as the member types (a thread tells the other member they are typing). */
  onTextChange?: (text: string) => void;
}

/**
 * Writes a message: a text box with a character count and the server's body rules, Enter to send and Shift+Enter
 * for a new line. Nothing typed is ever lost: invalid text stays with its error, and a failed send keeps the text.
 */
export function Composer({
  onSend,
  rules,
  label,
  placeholder = 'Write a message…',
  sending = false,
  error = null,
  failedMessage = "Your message wasn't sent. Check your connection and try again.",
  defaultValue = '',
  sendLabel = 'Send',
  ref,
  onTextChange,
}: ComposerProps) {
  const [text, setText] = useState(defaultValue);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement | null>(null);
  const boxRef = useMemo(() => mergeRefs(box, ref), [ref]);
  const hintId = useId();
  const countId = useId();

  const busy = sending || pending;
  const blank = text.trim() === '';
  const problem = rules.validate(text);
  // An empty box only complains after a send attempt; too long or a control character shows at once.
  const validationError = blank && !attempted ? null : problem;
  const shownError = validationError ?? failure ?? error;
  const length = rules.length(text);

  const send = async () => {
    if (busy) return;
    setAttempted(true);
    if (problem) {
      box.current?.focus();
      return;
    }
    setFailure(null);
    const result = onSend(text.trim());
    if (!(result instanceof Promise)) {
      setText('');
      setAttempted(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setText('');
      setAttempted(false);
      box.current?.focus();
    } catch {
      setFailure(failedMessage);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Form onSubmit={onSubmit} aria-label={label} noValidate>
      <TextArea
        ref={boxRef}
        label={label}
        labelHidden
        placeholder={placeholder}
        rows={3}
        value={text}
        readOnly={busy}
        aria-busy={busy || undefined}
        error={shownError ?? undefined}
        aria-describedby={`${hintId} ${countId}`}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
          setFailure(null);
        }}
        onKeyDown={onKeyDown}
      />
      <Row>
        <KeyHint id={hintId}>Enter to send, Shift + Enter for a new line</KeyHint>
        <Count id={countId} data-over={length > rules.maxLength ? '' : undefined}>
          {formatCount(length)} / {formatCount(rules.maxLength)}
          <VisuallyHidden> characters</VisuallyHidden>
        </Count>
        <Button type="submit" loading={busy}>
          {sendLabel}
        </Button>
      </Row>
    </Form>
  );
}
