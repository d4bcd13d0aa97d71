// One question of profile/edit/twenty-q: read, answered or being answered, with what went wrong with its last change.
import { formatCount } from '@app/contract';
import { useCallback, useId } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import type { TwentyQQuestion } from './TwentyQScreen';
import { Answer, Form, Item, QuestionNumber, QuestionRow, QuestionText } from './TwentyQScreen.styles';

/** What a change of an answer is: saving it or taking it back. */
export type Kind = 'answer' | 'clear';
/** Why the last change of a question failed. */
export interface Problem {
  kind: Kind;
  fieldError?: string;
  error?: string;
}

export interface QuestionItemProps {
  question: TwentyQQuestion;
  index: number;
  answer: string | undefined;
  draft: string;
  hasDraft: boolean;
  editing: boolean;
  pending: Kind | null;
  busy: boolean;
  problem: Problem | undefined;
  maxLength: number;
  onOpen: () => void;
  onDraft: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onRetry: () => void;
  onCancel: () => void;
  onClear: () => void;
}

/** One question: its answer (or that it has none) with Edit and Remove, or the editor with Save and Cancel. */
export function QuestionItem({
  question,
  index,
  answer,
  draft,
  hasDraft,
  editing,
  pending,
  busy,
  problem,
  maxLength,
  onOpen,
  onDraft,
  onSubmit,
  onRetry,
  onCancel,
  onClear,
}: QuestionItemProps) {
  const headingId = useId();
  const answered = answer !== undefined;
  // Opening the editor puts the member in the answer box (a stable callback: it runs once, as the box mounts).
  const focusOnOpen = useCallback((node: HTMLTextAreaElement | null) => node?.focus(), []);
  const failure = problem?.error ? (
    <Banner
      tone="danger"
      headingAs="h3"
      title={problem.kind === 'clear' ? "Your answer wasn't removed" : "Your answer wasn't saved"}
      action={{ label: 'Try again', onClick: onRetry }}
    >
      {problem.error}
      {problem.kind === 'answer' && ' What you wrote is still here.'}
    </Banner>
  ) : null;

  return (
    <Item
      aria-labelledby={headingId}
      data-question={question.id}
      data-answered={answered || undefined}
      data-editing={editing || undefined}
    >
      <QuestionRow>
        <QuestionNumber aria-hidden="true">{index + 1}</QuestionNumber>
        <QuestionText id={headingId}>{question.text}</QuestionText>
      </QuestionRow>
      {editing ? (
        <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <TextArea
            label="Your answer"
            hint={`${formatCount(draft.length)} / ${formatCount(maxLength)} characters`}
            aria-describedby={headingId}
            rows={4}
            ref={focusOnOpen}
            value={draft}
            onChange={(event) => onDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !busy) {
                event.preventDefault();
                onCancel();
              }
            }}
            error={problem?.fieldError}
          />
          {failure}
          <Cluster gap={3}>
            <Button type="submit" loading={pending === 'answer'} disabled={busy && pending !== 'answer'}>
              Save answer
            </Button>
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {answered ? 'Cancel' : 'Skip'}
            </Button>
          </Cluster>
        </Form>
      ) : (
        <>
          {answered ? (
            <Answer>{answer}</Answer>
          ) : (
            <Text tone="muted" size="sm">
              {hasDraft ? 'Not answered yet (your draft is kept)' : 'Not answered yet'}
            </Text>
          )}
          {failure}
          <Cluster gap={2}>
            <Button
              size="sm"
              variant={answered ? 'secondary' : 'primary'}
              onClick={onOpen}
              disabled={busy}
              data-primary-action=""
              aria-describedby={headingId}
            >
              {answered ? 'Edit' : 'Answer'}
            </Button>
            {answered && (
              <Button
                size="sm"
                variant="ghost"
                onClick={onClear}
                loading={pending === 'clear'}
                disabled={busy && pending !== 'clear'}
                aria-describedby={headingId}
              >
                Remove answer
              </Button>
            )}
          </Cluster>
        </>
      )}
    </Item>
  );
}
