// A turn shows the speaker's own summary by default and adds the full text on Show More: a ∆ or a
// response on the summary keeps its mark in both views, and what is marked in the folded full text
// is counted under the summary.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeDebate } from '@/entities/debate/testing/fixtures.ts';
import type { ResponseAnchor } from '@/entities/response/types/index.ts';
import type { DeltaRow } from '@/entities/verdict/api/verdictApi.ts';
import { DebateContent } from './DebateContent.tsx';

const debate = makeDebate();
const summary = debate.debate_turns.find((t) => t.round_index === 0 && t.speaker_index === 1)!.summary;
const text = debate.debate_turns.find((t) => t.round_index === 0 && t.speaker_index === 1)!.text;

const delta = (passage: 'text' | 'summary', quote: string, source: string): DeltaRow => {
  const start = Array.from(source.slice(0, source.indexOf(quote))).length;
  return {
    id: `delta-${passage}`,
    round_index: 0,
    speaker_index: 1,
    passage,
    original_text: quote,
    original_text_start: start,
    original_text_end: start + Array.from(quote).length,
    explanation: 'x'.repeat(60),
    created_at: '2026-11-20T10:00:00Z',
    mine: false,
  };
};
const anchor = (quote: string): ResponseAnchor =>
  ({
    id: 'response-1',
    round_index: 0,
    speaker_index: 1,
    passage: 'text',
    original_text: quote,
    original_text_start: Array.from(text.slice(0, text.indexOf(quote))).length,
    original_text_end: Array.from(text.slice(0, text.indexOf(quote))).length + Array.from(quote).length,
  }) as ResponseAnchor;

function Harness() {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  return (
    <DebateContent
      debate={debate}
      expanded={expanded}
      onToggle={(key) => setExpanded((e) => ({ ...e, [key]: !e[key] }))}
      anchors={[anchor('strongest evidence')]}
      deltas={[delta('summary', 'evidence favours it', summary)]}
      onSelectionEnd={() => undefined}
    />
  );
}

describe("a turn's two views", () => {
  it("keeps a ∆'s mark on the summary when the full text is shown, and counts the full text's marks while folded", async () => {
    // The turns link to Continue from here: they live inside the router.
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    const turn = screen.getAllByRole('article')[1]!;
    expect(within(turn).getByRole('heading', { name: 'Second Speaker' })).toBeInTheDocument();
    expect(within(turn).getByText('gpt-3.5-turbo · offline demo')).toBeInTheDocument();
    const mark = () => turn.querySelector('[data-passage="summary"] .delta-mark');
    expect(mark()).toHaveTextContent('evidence favours it');
    expect(turn.querySelector('[data-passage="text"]')).toBeNull();
    expect(within(turn).getByTestId('folded-marks')).toHaveTextContent('Marked in the full text: 1 response');

    await userEvent.click(within(turn).getByRole('button', { name: 'Show More' }));
    expect(mark()).toHaveTextContent('evidence favours it');
    expect(turn.querySelector('[data-passage="text"] .anchor-mark')).toHaveTextContent('strongest evidence');
    expect(within(turn).queryByTestId('folded-marks')).toBeNull();
    // The summary reads first, then the full text: the stored texts, unchanged.
    const passages = [...turn.querySelectorAll('[data-passage]')].map((el) => [el.getAttribute('data-passage'), el.textContent]);
    expect(passages).toEqual([
      ['summary', summary],
      ['text', text],
    ]);

    await userEvent.click(within(turn).getByRole('button', { name: 'Show Less' }));
    expect(mark()).toHaveTextContent('evidence favours it');
  });
});
