import { describe, expect, it } from 'vitest';
import { ballotFor } from './ballot.ts';

const topic = 'Should cities ban cars from downtown areas?';
const turns = [
  'Cars should leave downtown. In Pontevedra, after the centre closed to cars in 1999, shops stayed open and traffic deaths fell to zero. Clean air matters too: 40 000 people die early each year from dirty air in France.',
  'Deliveries need vans, and the elderly need to reach the centre by car.',
  'My opponent says deliveries need vans: Pontevedra schedules them before ten in the morning. Pontevedra shows the centre thrives.',
  'Shops lose customers who drive.',
  'Pontevedra kept its shops. Clean air saves lives.',
  'People who cannot walk far are left out.',
].map((text, i) => ({ roundIndex: Math.floor(i / 2) as 0 | 1 | 2, speakerIndex: (i % 2) as 0 | 1, text }));

describe('the offline judge’s ballot', () => {
  it('marks each argument, names what was dropped, and gives two or three things to do better', () => {
    const ballot = ballotFor({ topic, turns }, 1);
    expect(ballot.judge).toBe('offline-demo');
    expect(ballot.improvements.length).toBeGreaterThanOrEqual(2);
    expect(ballot.improvements.length).toBeLessThanOrEqual(3);
    for (const argument of ballot.arguments) {
      expect(['strong', 'weak']).toContain(argument.strength);
      expect(argument.reason).toMatch(/\.$/);
    }
    const pontevedra = '"In Pontevedra, after the centre closed…"';
    expect(ballotFor({ topic, turns }, 0).arguments).toContainEqual(expect.objectContaining({ name: pontevedra, strength: 'strong' }));
    expect(ballot.dropped).toContain(pontevedra);
    expect(ballot.improvements[0]).toBe(
      `Answer "Cars should leave downtown": it stood unanswered, and a judge counts it for your opponent.`,
    );
    // What the second speaker never touched is the first speaker's, and is named as dropped.
    const first = ballotFor({ topic, turns }, 0);
    for (const name of ballot.dropped) expect(first.arguments.map((a) => a.name)).toContain(name);
  });
});
