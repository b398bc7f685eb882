import { describe, expect, it } from 'vitest';
import { argumentTool, argumentToolChoice, buildTurnMessages, ROUND_PROMPTS } from './prompts.ts';
import { settings } from './test-fixtures.ts';
import { planTurns, type CompletedTurn } from './turns.ts';

const plan = planTurns(false);

describe('buildTurnMessages', () => {
  it('gives each round its own system prompt with the argument and 3-sentence summary instruction', () => {
    const systems = plan.map((turn, sequence) => buildTurnMessages({ settings: settings(), turn, sequence, previous: [] })[0]);
    expect(systems.map((m) => m?.role)).toEqual(Array(6).fill('system'));
    expect(systems[0]?.content).toContain(ROUND_PROMPTS.constructive);
    expect(systems[1]?.content).toContain(ROUND_PROMPTS.constructive);
    expect(systems[2]?.content).toContain(ROUND_PROMPTS.rebuttal);
    expect(systems[3]?.content).toContain(ROUND_PROMPTS.rebuttal);
    expect(systems[4]?.content).toContain(ROUND_PROMPTS.summary);
    expect(systems[5]?.content).toContain(ROUND_PROMPTS.summary);
    for (const system of systems) {
      expect(system?.content).toMatch(/detailed argument/);
      expect(system?.content).toMatch(/at most 3 sentences/);
      expect(system?.content).toContain('submit_argument');
    }
  });

  it("puts the topic, the speaker's stance label and number, styles and personality in the user message", () => {
    const [, first] = buildTurnMessages({ settings: settings(), turn: plan[0]!, sequence: 0, previous: [] });
    expect(first?.role).toBe('user');
    expect(first?.content).toContain('Topic: Should cities ban cars from downtown areas?');
    expect(first?.content).toContain('You are the First Speaker.');
    expect(first?.content).toContain('Your stance: For (0.6)');
    expect(first?.content).toContain("Your opponent's stance: Against (-0.6)");
    expect(first?.content).toContain('Debate style: Structured Debate');
    expect(first?.content).toContain('Rhetoric style: formal');
    expect(first?.content).toContain('Personality: A retired urban planner');
    expect(first?.content).toContain('Previous arguments: none yet');

    const [, second] = buildTurnMessages({ settings: settings(), turn: plan[1]!, sequence: 1, previous: [] });
    expect(second?.content).toContain('You are the Second Speaker.');
    expect(second?.content).toContain('Your stance: Against (-0.6)');
    expect(second?.content).toContain('Rhetoric style: adversarial');
    expect(second?.content).toContain('Personality: none given');
  });

  it('lists the previous turns with who said them', () => {
    const previous: CompletedTurn[] = [
      { turn: plan[0]!, text: 'Cars must go.', summary: 'Ban.', fallback: false },
      { turn: plan[1]!, text: 'Cars are freedom.', summary: 'Keep.', fallback: false },
    ];
    const [, user] = buildTurnMessages({ settings: settings(), turn: plan[2]!, sequence: 2, previous });
    expect(user?.content).toContain('Round 1: Constructive Arguments: First Speaker (For (0.6)):\nCars must go.');
    expect(user?.content).toContain('Round 1: Constructive Arguments: Second Speaker (Against (-0.6)):\nCars are freedom.');
  });

  it('writes neutral moderator prompts for the opening and the closing', () => {
    const moderated = planTurns(true);
    expect(moderated).toHaveLength(8);
    const [openSystem, openUser] = buildTurnMessages({
      settings: settings({ moderatorEnabled: true }),
      turn: moderated[0]!,
      sequence: 0,
      previous: [],
    });
    expect(openSystem?.content).toMatch(/neutral moderator/);
    expect(openSystem?.content).toMatch(/Open it/);
    expect(openUser?.content).toContain('First Speaker: For (0.6)');
    expect(openUser?.content).toContain('Second Speaker: Against (-0.6)');
    const [closeSystem] = buildTurnMessages({
      settings: settings({ moderatorEnabled: true }),
      turn: moderated[7]!,
      sequence: 7,
      previous: [],
    });
    expect(closeSystem?.content).toMatch(/neutral summary/);
    expect(closeSystem?.content).toMatch(/without declaring a winner/);
  });

  it('forces a function with two required string fields', () => {
    expect(argumentTool.function.parameters.required).toEqual(['text', 'summary']);
    expect(argumentToolChoice).toEqual({ type: 'function', function: { name: argumentTool.function.name } });
  });
});

describe('planTurns', () => {
  it('orders three rounds of first then second speaker with their round types', () => {
    expect(
      plan.map((t) =>
        t.role === 'speaker' ? `${t.roundIndex}:${t.speakerIndex}:${t.roundType}` : t.role === 'moderator' ? t.phase : t.role,
      ),
    ).toEqual(['0:0:constructive', '0:1:constructive', '1:0:rebuttal', '1:1:rebuttal', '2:0:summary', '2:1:summary']);
  });

  it('opens and closes with the moderator when enabled', () => {
    const moderated = planTurns(true);
    expect(moderated[0]).toEqual({ role: 'moderator', phase: 'opening' });
    expect(moderated[7]).toEqual({ role: 'moderator', phase: 'closing' });
    expect(moderated.slice(1, 7)).toEqual(plan);
  });
});
