import type { TwentyQAnswerRules } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { ProgressBar } from '../../components/ProgressBar';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { EditorHeader, EditorLoadState } from '../../internal/EditorLoadState';
import { Page, Questions } from './TwentyQScreen.styles';
import type { Kind, Problem } from './TwentyQScreenQuestion';
import { QuestionItem } from './TwentyQScreenQuestion';

export interface TwentyQQuestion {
  id: number;
  text: string;
}

export interface TwentyQAnswer {
  questionId: number;
  answer: string;
}

/** The reward's copy (pass `twentyQReward` from @app/contract). */
export interface TwentyQRewardCopy {
  title: string;
  description: string;
  granted: string;
}

/**
 * How a change ended. `fieldError` shows beside the answer (the server named the field); `error` is any other
 * failure (network, server) and offers to try again. Either way what was typed stays.
 */
export type TwentyQOutcome =
  { ok: true; rewardJustGranted?: boolean } | { ok: false; fieldError?: string; error?: string };

export interface TwentyQScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** The page title (the section's title). */
  title: string;
  /** Every question, in order. */
  questions: readonly TwentyQQuestion[];
  answers?: readonly TwentyQAnswer[];
  /** Answers the reward needs, and whether the member has it already. */
  reward?: { answersNeeded: number; granted: boolean };
  rewardCopy: TwentyQRewardCopy;
  /** The server's answer rules (pass `twentyQAnswerRules` from @app/contract). */
  rules: TwentyQAnswerRules;
  /** Saves an answer (new or changed). */
  onAnswer: (questionId: number, answer: string) => Promise<TwentyQOutcome>;
  /** Takes an answer back. */
  onClear: (questionId: number) => Promise<TwentyQOutcome>;
  /** Loading the questions failed: try again. */
  onRetry?: () => void | Promise<unknown>;
  /** Tells the page whether an open answer has unsaved words (to ask before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where "← Your profile" leads (the profile editor). */
  backHref?: string;
}

function LoadingQuestions() {
  return (
    <SkeletonGroup label="Loading questions">
      <Stack gap={3}>
        <Skeleton variant="rect" height={72} />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rect" height={96} />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/**
 * profile/edit/twenty-q: twenty questions, one list. Each can be answered, changed, removed or skipped (left
 * unanswered); one question is edited at a time, and a draft survives switching to another question, a rejected
 * answer and a failed network call. A progress bar counts toward the reward, and the reward is announced (a live
 * region) the one time the server grants it.
 */
export function TwentyQScreen(props: TwentyQScreenProps) {
  const { status, title, backHref } = props;
  return (
    <Page>
      <Stack gap={5}>
        <EditorHeader
          backHref={backHref}
          title={title}
          intro="Answer the questions you like and skip the rest. Your answers show on your profile."
        />
        <EditorLoadState
          status={status}
          what="questions"
          skeleton={<LoadingQuestions />}
          onRetry={props.onRetry}
        />
        {status === 'ready' && <QuestionList {...props} />}
      </Stack>
    </Page>
  );
}

function QuestionList({
  questions,
  answers = [],
  reward = { answersNeeded: 5, granted: false },
  rewardCopy,
  rules,
  onAnswer,
  onClear,
  onDirtyChange,
}: TwentyQScreenProps) {
  const saved = new Map(answers.map((entry) => [entry.questionId, entry.answer]));
  const [openId, setOpenId] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<{ id: number; kind: Kind } | null>(null);
  const [problems, setProblems] = useState<Record<number, Problem>>({});
  const [rewardShown, setRewardShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<{ id: number; target: 'action' | 'field' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const selector = next.target === 'field' ? 'textarea' : '[data-primary-action]';
    listRef.current?.querySelector<HTMLElement>(`[data-question="${next.id}"] ${selector}`)?.focus();
  });

  const openDraft = openId === null ? undefined : drafts[openId];
  const dirty = openId !== null && openDraft !== undefined && openDraft !== (saved.get(openId) ?? '');
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const count = answers.length;
  const needed = reward.answersNeeded;
  const toward = Math.min(count, needed);

  const draftOf = (id: number) => drafts[id] ?? saved.get(id) ?? '';
  const setDraft = (id: number, value: string) => setDrafts((current) => ({ ...current, [id]: value }));
  const forgetDraft = (id: number) =>
    setDrafts((current) => {
      const { [id]: _dropped, ...rest } = current;
      return rest;
    });
  const setProblem = (id: number, problem: Problem | null) =>
    setProblems((current) => {
      const { [id]: _dropped, ...rest } = current;
      return problem ? { ...rest, [id]: problem } : rest;
    });

  // The answer box takes focus as it opens (QuestionItem); focusNext moves it afterwards.
  const open = (id: number) => setOpenId(id);
  const close = (id: number, focus: number = id) => {
    setOpenId(null);
    setProblem(id, null);
    focusNext.current = { id: focus, target: 'action' };
  };

  const save = async (question: TwentyQQuestion) => {
    const answer = draftOf(question.id);
    const invalid = rules.validate(answer);
    if (invalid) {
      setProblem(question.id, { kind: 'answer', fieldError: invalid });
      focusNext.current = { id: question.id, target: 'field' };
      return;
    }
    setProblem(question.id, null);
    setPending({ id: question.id, kind: 'answer' });
    const outcome = await onAnswer(question.id, answer.trim());
    setPending(null);
    if (!outcome.ok) {
      setProblem(question.id, { kind: 'answer', ...outcome });
      if (outcome.fieldError) focusNext.current = { id: question.id, target: 'field' };
      return;
    }
    forgetDraft(question.id);
    close(question.id);
    setAnnouncement(`Answer saved: ${question.text}`);
    if (outcome.rewardJustGranted) setRewardShown(true);
  };

  const clear = async (question: TwentyQQuestion) => {
    const previous = saved.get(question.id);
    setProblem(question.id, null);
    setPending({ id: question.id, kind: 'clear' });
    const outcome = await onClear(question.id);
    setPending(null);
    if (!outcome.ok) {
      setProblem(question.id, { kind: 'clear', ...outcome });
      return;
    }
    // The removed words stay as a draft, so answering again starts from them.
    if (previous !== undefined && drafts[question.id] === undefined) setDraft(question.id, previous);
    close(question.id);
    setAnnouncement(`Answer removed: ${question.text}`);
  };

  const skip = (index: number) => {
    const question = questions[index];
    if (!question) return;
    const following = questions.slice(index + 1).find((next) => !saved.has(next.id)) ?? question;
    close(question.id, following.id);
  };

  const submit = (question: TwentyQQuestion) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(question);
  };

  return (
    <Stack gap={5}>
      <Stack gap={2} as="section" aria-label="Reward">
        {reward.granted ? (
          <Text weight="semibold" tone="success">
            {rewardCopy.title}. {answers.length} of {questions.length} questions answered.
          </Text>
        ) : (
          <>
            <Text weight="semibold">
              {toward} of {needed} answers to earn your reward
            </Text>
            <ProgressBar
              label="Answers toward your reward"
              value={toward}
              max={needed}
              valueText={`${toward} of ${needed} answers to earn your reward`}
              tone="accent"
            />
            <Text size="sm" tone="muted">
              {rewardCopy.description}
            </Text>
          </>
        )}
      </Stack>

      {/* Present from the start so screen readers announce the reward when it appears. */}
      <div role="status">
        {rewardShown && (
          <Banner tone="success" title={rewardCopy.title} onDismiss={() => setRewardShown(false)}>
            {rewardCopy.granted}
          </Banner>
        )}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>

      <Questions ref={listRef} aria-label="Questions">
        {questions.map((question, index) => (
          <QuestionItem
            key={question.id}
            question={question}
            index={index}
            answer={saved.get(question.id)}
            draft={draftOf(question.id)}
            hasDraft={drafts[question.id] !== undefined && drafts[question.id] !== saved.get(question.id)}
            editing={openId === question.id}
            pending={pending?.id === question.id ? pending.kind : null}
            busy={pending !== null}
            problem={problems[question.id]}
            maxLength={rules.maxLength}
            onOpen={() => open(question.id)}
            onDraft={(value) => {
              setDraft(question.id, value);
              if (problems[question.id]?.fieldError) setProblem(question.id, null);
            }}
            onSubmit={submit(question)}
            onRetry={() => void (problems[question.id]?.kind === 'clear' ? clear(question) : save(question))}
            onCancel={() => (saved.has(question.id) ? close(question.id) : skip(index))}
            onClear={() => void clear(question)}
          />
        ))}
      </Questions>
    </Stack>
  );
}
