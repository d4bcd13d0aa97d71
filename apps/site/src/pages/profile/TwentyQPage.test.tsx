import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TwentyQState } from '@app/contract';
import { errorCodes, twentyQReward, twentyQuestions } from '@app/contract';
import { allHandlers, profileScenario } from '@app/mocks';
import { paths } from '../../config/paths';
import { session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import TwentyQPage from './TwentyQPage';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

function open(scenario: Parameters<typeof profileScenario>[0] = 'fourAnswers', ...first: HttpHandler[]) {
  const { db, handlers } = profileScenario(scenario);
  server.use(...first, ...allHandlers(handlers));
  const path = paths.profileEdit.href('twenty-q');
  const view = renderAt(
    path,
    <Routes>
      <Route path={path} element={<TwentyQPage />} />
    </Routes>,
  );
  return { db, ...view };
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
    const { queryClient } = open('fourAnswers');
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
    open('rewardGranted');
    const first = await question(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Remove answer' }));
    expect(await within(first).findByText('Not answered yet (your draft is kept)')).toBeInTheDocument();
    await waitFor(() =>
      expect(session.currentProfile()?.answers.map((entry) => entry.questionId)).not.toContain(1),
    );
  });

  it('shows the field the server refuses beside the answer, and keeps it', async () => {
    open();
    server.use(
      http.put('*/api/user/twenty-q/:questionId', () =>
        HttpResponse.json(
          { error: { code: errorCodes.invalidRequest, message: 'Keep it friendly', field: 'answer' } },
          { status: 400 },
        ),
      ),
    );
    const fifth = await answer(5, 'Rude words');
    const box = within(fifth).getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Keep it friendly/));
    expect(box).toHaveValue('Rude words');
  });

  it('keeps the answer across a failed save, and "Try again" saves it', async () => {
    const { db } = open();
    db.profileFaults.save = 1;
    const fifth = await answer(5, 'Pancakes.');
    const failure = await within(fifth).findByRole('region', { name: "Your answer wasn't saved" });
    expect(within(fifth).getByRole('textbox', { name: 'Your answer' })).toHaveValue('Pancakes.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(fifth).findByText('Pancakes.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: twentyQReward.title })).toBeInTheDocument();
  });

  it('offers a retry when the questions cannot load', async () => {
    let fail = true;
    open(
      'fourAnswers',
      http.get('*/api/user/twenty-q', () =>
        fail
          ? HttpResponse.json(
              { error: { code: errorCodes.internal, message: 'Something went wrong on our side.' } },
              { status: 500 },
            )
          : undefined,
      ),
    );
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your questions" }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4 of 5 answers to earn your reward')).toBeInTheDocument();
  });
});
