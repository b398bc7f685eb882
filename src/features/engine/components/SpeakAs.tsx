import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ErrorBox } from '@/components/index.ts';
import { useUsage } from '@/entities/usage/stores/usage.ts';
import { toAppError } from '@/lib/errors.ts';
import { toRequestBody } from '../model/settings.ts';
import { useEngineSettings } from '../stores/engineSettings.ts';

const CHOICES = [
  { seat: null, label: 'Neither: two models debate' },
  { seat: 0, label: 'First Speaker' },
  { seat: 1, label: 'Second Speaker' },
] as const;

/**
 * "You speak as": the signed-in person takes a seat against the other speaker's model, with
 * everything else as set above (rounds, moderator, stances, the model's style). The debate opens
 * on its own page, where the person writes their turns and the model answers each.
 */
export function SpeakAs({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [seat, setSeat] = useState<0 | 1 | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!signedIn) return null;

  async function start(chosen: 0 | 1) {
    setBusy(true);
    setError(null);
    const stop = new AbortController();
    try {
      // The floor's calls load when someone takes a seat, not with the engine's first screen.
      const { streamPersonRun } = await import('@/entities/floor/api/floorApi.ts');
      await streamPersonRun(
        '',
        { ...toRequestBody(useEngineSettings.getState().settings), seat: chosen },
        (event) => {
          if (event.type !== 'start') return;
          void useUsage.getState().refresh();
          // The debate goes on on the server: its page shows the model's turn as it is written.
          stop.abort();
          void navigate(`/floor/${event.generationId}`);
        },
        stop.signal,
      );
    } catch (e) {
      if (!stop.signal.aborted) setError(toAppError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="speak-as">
      <fieldset className="speak-as__choices">
        <legend>You speak as</legend>
        {CHOICES.map((choice) => (
          <label key={choice.label}>
            <input type="radio" name="speak-as" checked={seat === choice.seat} onChange={() => setSeat(choice.seat)} /> {choice.label}
          </label>
        ))}
      </fieldset>
      {seat !== null && (
        <Button onClick={() => void start(seat)} busy={busy} disabled={busy}>
          Debate as {seat === 0 ? 'First' : 'Second'} Speaker
        </Button>
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
    </div>
  );
}
