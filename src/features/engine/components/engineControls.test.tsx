import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@contract/categories.ts';
import { toggleCategory } from '@/lib/categories.ts';
import type { SaveStatus, ShareStatus } from '../stores/generation.ts';
import { SavePanel } from './SavePanel.tsx';
import { StanceSlider } from './StanceSlider.tsx';
import { TopicForm } from './TopicForm.tsx';
import { SpeakerPanel } from './SpeakerPanel.tsx';
import type { SpeakerSettings } from '../model/settings.ts';

describe('StanceSlider', () => {
  function Harness({ initial }: { initial: number }) {
    const [value, setValue] = useState(initial);
    return <StanceSlider speaker="First Speaker" value={value} onChange={setValue} />;
  }

  it('is a -1..1 slider in steps of 0.1 whose label follows the value', () => {
    render(<Harness initial={-0.6} />);
    const slider = screen.getByRole('slider', { name: 'Stance of the First Speaker' });
    expect(slider).toHaveAttribute('min', '-1');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.1');
    expect(screen.getByTestId('stance-label')).toHaveTextContent('Against (-0.6)');
    fireEvent.change(slider, { target: { value: '-0.9' } });
    expect(screen.getByTestId('stance-label')).toHaveTextContent('Strongly Against (-0.9)');
    fireEvent.change(slider, { target: { value: '0.3' } });
    expect(screen.getByTestId('stance-label')).toHaveTextContent('Neutral (+0.3)');
    fireEvent.change(slider, { target: { value: '0.5' } });
    expect(screen.getByTestId('stance-label')).toHaveTextContent('For (+0.5)');
    expect(slider).toHaveAttribute('aria-valuetext', 'For (+0.5)');
    fireEvent.change(slider, { target: { value: '1' } });
    expect(screen.getByTestId('stance-label')).toHaveTextContent('Strongly For (+1.0)');
  });
});

describe('TopicForm', () => {
  function renderForm(props: { topic: string; running: boolean }) {
    const onGenerate = vi.fn();
    render(
      <TopicForm
        topic={props.topic}
        running={props.running}
        onTopicChange={() => undefined}
        onRandomTopic={() => undefined}
        onGenerate={onGenerate}
      />,
    );
    return onGenerate;
  }

  it('disables Generate discourse while the topic is empty or blank', async () => {
    const onGenerate = renderForm({ topic: '   ', running: false });
    const button = screen.getByRole('button', { name: 'Generate discourse' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Debate topic'), '{enter}');
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('enables it once there is a topic', async () => {
    const onGenerate = renderForm({ topic: 'Should cats vote?', running: false });
    const button = screen.getByRole('button', { name: 'Generate discourse' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('counts the topic live and says what is too short or too long, never cutting it', async () => {
    function Harness() {
      const [topic, setTopic] = useState('');
      return (
        <TopicForm topic={topic} running={false} onTopicChange={setTopic} onRandomTopic={() => undefined} onGenerate={() => undefined} />
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('Debate topic');
    const button = screen.getByRole('button', { name: 'Generate discourse' });
    await userEvent.type(input, 'x');
    expect(screen.getByTestId('length-hint')).toHaveTextContent('1 / 500');
    expect(screen.getByTestId('length-hint')).toHaveTextContent('At least 10 characters (1 so far).');
    expect(button).toBeDisabled();
    await userEvent.type(input, ' is it good?');
    expect(screen.getByTestId('length-hint')).toHaveTextContent('13 / 500');
    expect(button).toBeEnabled();
    // A 5,000-character paste stays whole, and the form says by how much it is over.
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('y'.repeat(5000));
    expect(input).toHaveValue('y'.repeat(5000));
    expect(screen.getByTestId('length-hint')).toHaveTextContent('4500 characters over the limit of 500: shorten it to continue.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeDisabled();
  });

  it('reads "discussion in progress..." and is disabled while running', () => {
    renderForm({ topic: 'Should cats vote?', running: true });
    expect(screen.getByRole('button', { name: 'discussion in progress...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Generate discourse' })).toBeNull();
    expect(screen.getByLabelText('Debate topic')).toBeDisabled();
  });
});

describe('SavePanel', () => {
  function Harness({ status = 'unsaved', onSave = () => undefined }: { status?: SaveStatus; onSave?: () => void }) {
    const [categories, setCategories] = useState<Category[]>([]);
    return (
      <MemoryRouter>
        <SavePanel categories={categories} status={status} onToggle={(c) => setCategories((s) => toggleCategory(s, c))} onSave={onSave} />
      </MemoryRouter>
    );
  }

  it('needs a category, allows at most 3, disables the rest at 3 and deselects on a second click', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save Debate' });
    expect(save).toBeDisabled();

    const chip = (name: string) => screen.getByRole('button', { name });
    await userEvent.click(chip('Politics'));
    expect(save).toBeEnabled();
    await userEvent.click(chip('Science'));
    await userEvent.click(chip('Funny'));
    expect(chip('Politics')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Ethics')).toBeDisabled();
    expect(chip('Technology')).toBeDisabled();
    expect(chip('Science')).toBeEnabled();
    expect(screen.getByText(/3 of 3 chosen/)).toBeInTheDocument();

    await userEvent.click(chip('Science'));
    expect(chip('Science')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Ethics')).toBeEnabled();

    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('reads Saving Debate... then Debate Saved, disabled both times', () => {
    const { unmount } = render(<Harness status="saving" />);
    expect(screen.getByRole('button', { name: 'Saving Debate...' })).toBeDisabled();
    unmount();
    render(<Harness status="saved" />);
    expect(screen.getByRole('button', { name: 'Debate Saved' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Politics' })).toBeDisabled();
  });

  it('offers nothing to share or open before the debate is saved', () => {
    render(
      <MemoryRouter>
        <SavePanel categories={['Politics']} status="saving" onToggle={() => undefined} onSave={() => undefined} savedDebateId={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  function renderSaved(shareStatus: ShareStatus, savedDebateId: string | null = 'd-42') {
    const onShare = vi.fn();
    const view = render(
      <MemoryRouter>
        <SavePanel
          categories={['Politics']}
          status="saved"
          onToggle={() => undefined}
          onSave={() => undefined}
          savedDebateId={savedDebateId}
          shareStatus={shareStatus}
          onShare={onShare}
        />
      </MemoryRouter>,
    );
    return { onShare, unmount: view.unmount };
  }

  it('once saved, offers Share with Community and links to the saved debate and the history', async () => {
    const { onShare } = renderSaved('private');
    const share = screen.getByRole('button', { name: 'Share with Community' });
    expect(share).toBeEnabled();
    await userEvent.click(share);
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open the debate' })).toHaveAttribute('href', '/debate/d-42');
    expect(screen.getByRole('link', { name: 'View your debates' })).toHaveAttribute('href', '/community/history');
  });

  it('reads Sharing... then the disabled Shared with Community', async () => {
    const sharing = renderSaved('sharing');
    const busy = screen.getByRole('button', { name: 'Sharing...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    sharing.unmount();

    const { onShare } = renderSaved('shared');
    const shared = screen.getByRole('button', { name: 'Shared with Community' });
    expect(shared).toBeDisabled();
    await userEvent.click(shared);
    expect(onShare).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Share with Community' })).toBeNull();
  });

  it('offers only the history when the debate was saved elsewhere (no id to share or open)', () => {
    renderSaved('private', null);
    expect(screen.queryByRole('button', { name: 'Share with Community' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the debate' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View your debates' })).toHaveAttribute('href', '/community/history');
  });
});

describe('SpeakerPanel', () => {
  const speaker: SpeakerSettings = {
    name: 'gpt-4',
    stance: 0.6,
    rhetoricStyle: 'standard',
    maxTokens: 1000,
    systemPrompt: '',
    showGuidance: false,
  };

  it('hints when both speakers stand on the same side, and not when they oppose', () => {
    const { rerender } = render(<SpeakerPanel index={1} speaker={speaker} otherStance={0.3} onChange={() => undefined} />);
    expect(screen.getByTestId('same-side-hint')).toHaveTextContent('Both speakers stand on the same side');
    rerender(<SpeakerPanel index={1} speaker={{ ...speaker, stance: -0.6 }} otherStance={-1} onChange={() => undefined} />);
    expect(screen.getByTestId('same-side-hint')).toBeInTheDocument();
    rerender(<SpeakerPanel index={1} speaker={{ ...speaker, stance: 0 }} otherStance={0} onChange={() => undefined} />);
    expect(screen.getByTestId('same-side-hint')).toBeInTheDocument();
    rerender(<SpeakerPanel index={1} speaker={{ ...speaker, stance: -0.6 }} otherStance={0.6} onChange={() => undefined} />);
    expect(screen.queryByTestId('same-side-hint')).toBeNull();
    rerender(<SpeakerPanel index={1} speaker={{ ...speaker, stance: 0 }} otherStance={0.6} onChange={() => undefined} />);
    expect(screen.queryByTestId('same-side-hint')).toBeNull();
  });

  it('counts the personality hints against their limit without cutting them', async () => {
    function Harness() {
      const [current, setCurrent] = useState(speaker);
      return <SpeakerPanel index={0} speaker={current} onChange={(patch) => setCurrent((s) => ({ ...s, ...patch }))} />;
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: /Settings/ }));
    const hints = screen.getByLabelText(/Personality hints/);
    await userEvent.click(hints);
    await userEvent.paste('z'.repeat(2001));
    expect(hints).toHaveValue('z'.repeat(2001));
    expect(screen.getByTestId('length-hint')).toHaveTextContent('1 character over the limit of 2000: shorten it to continue.');
  });
});
