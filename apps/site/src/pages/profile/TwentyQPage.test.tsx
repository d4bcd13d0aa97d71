import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwentyQState } from '@app/contract';
import { twentyQAnswerRules, twentyQReward, twentyQuestions } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, recorded, recordedAnswer } from '@app/mocks';
import { paths } from '../../config/paths';
import { session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import TwentyQPage from './TwentyQPage';
import { pageTestServer } from '../../test/server';

// The page over recordings of the real server (scripts/record/scenarios/editing.ts): the new member with four answers
// (profile/editing-twenty-q: the fifth earns the reward, then a sixth), the free member taking one back
// (profile/editing-twenty-q-remove); generic failures first where a test needs one.

const server = pageTestServer();

const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

/** Every request the page sent, as `METHOD path`. */
function callsSent(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

function open(scenario: ScenarioName = 'profile/editing-twenty-q', ...first: HttpHandler[]) {
  server.use(...handlersOf(scenario, ...first));
  const calls = callsSent();
  const path = paths.profileEdit.href('twenty-q');
  const view = renderAt(
    path,
    <Routes>
      <Route path={path} element={<TwentyQPage />} />
    </Routes>,
  );
  return { calls, ...view };
}

/** The answer back on the recording alone: the failure given first is gone, the replay starts over. */
function serverAnswersAgain(scenario: ScenarioName) {
  server.resetHandlers();
  server.use(...handlersOf(scenario));
}

/** The list item of question `id`, once the questions have loaded. */
const question = (id: number) => screen.findByRole('listitem', { name: twentyQuestions[id - 1]!.text });

/** Answers question `id`; returns its list item. */
async function answer(id: number, words: string) {
  const item = await question(id);
  await userEvent.click(within(item).getByRole('button', { name: 'Answer' }));
  await userEvent.type(within(item).getByRole('textbox', { name: 'Your answer' }), words);
  await userEvent.click(within(item).getByRole('button', { name: 'Save answer' }));
  return item;
}

describe('TwentyQPage', () => {
  it('grants the reward at the fifth answer, once, and keeps the stored current profile’s answers current', async () => {
    const { queryClient } = open('profile/editing-twenty-q');
    expect(await screen.findByText('4 of 5 answers to earn your reward')).toBeInTheDocument();

    const fifth = await answer(5, 'Pancakes.');
    expect(await within(fifth).findByText('Pancakes.')).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: twentyQReward.title });
    expect(banner).toHaveTextContent(twentyQReward.granted);
    await waitFor(() => expect(session.currentProfile()?.answers).toHaveLength(5));
    expect(queryClient.getQueryData<TwentyQState>(queryKeys.twentyQ.state())?.reward.granted).toBe(true);

    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    const sixth = await answer(6, 'A nap.');
    expect(await within(sixth).findByText('A nap.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: twentyQReward.title })).toBeNull();
    await waitFor(() => expect(session.currentProfile()?.answers).toHaveLength(6));
  });

  it('removes an answer: the stored current profile loses it too', async () => {
    const scenario = 'profile/editing-twenty-q-remove';
    // The free member's first answer (the reward granted long ago), as the server had it.
    const { questionId, answer: words } = recordedAnswer(scenario, 'getTwentyQ').data.answers[0]!;
    open(scenario);
    const first = await question(questionId);
    expect(within(first).getByText(words)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Remove answer' }));
    expect(await within(first).findByText('Not answered yet (your draft is kept)')).toBeInTheDocument();
    await waitFor(() =>
      expect(session.currentProfile()?.answers.map((entry) => entry.questionId)).not.toContain(questionId),
    );
  });

  it('shows the answer the contract refuses beside it, keeps it, and sends nothing', async () => {
    // The page checks an answer with the server's own rules (twentyQAnswerRules) before sending it, so the server
    // never refuses one the page sends: what it would refuse is shown beside the field at once.
    const { calls } = open();
    const fifth = await answer(5, '   ');
    const box = within(fifth).getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Write an answer, or skip the question/));
    expect(twentyQAnswerRules.validate('   ')).toBe('Write an answer, or skip the question');
    expect(box).toHaveValue('   ');
    expect(calls.filter((call) => call.startsWith('PUT '))).toEqual([]);
  });

  it('keeps the answer across a failed save, and "Try again" saves it', async () => {
    open('profile/editing-twenty-q', failing('answerTwentyQ'));
    const fifth = await answer(5, 'Pancakes.');
    const failure = await within(fifth).findByRole('region', { name: "Your answer wasn't saved" });
    expect(within(fifth).getByRole('textbox', { name: 'Your answer' })).toHaveValue('Pancakes.');
    serverAnswersAgain('profile/editing-twenty-q');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(fifth).findByText('Pancakes.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: twentyQReward.title })).toBeInTheDocument();
  });

  it('offers a retry when the questions cannot load', async () => {
    open('profile/editing-twenty-q', failing('getTwentyQ'));
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your questions" }),
    ).toBeInTheDocument();
    serverAnswersAgain('profile/editing-twenty-q');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 of 5 answers to earn your reward')).toBeInTheDocument();
  });
});
