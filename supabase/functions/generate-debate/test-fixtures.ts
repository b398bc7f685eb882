// Settings shared by the function's unit tests.
import type { DebateSettings } from './settings.ts';

export const MODEL_NAMES = ['gpt-4', 'gpt-3.5-turbo'] as const;

/** A valid request body as the SPA sends it. */
export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    topic: 'Should cities ban cars from downtown areas?',
    debateStyle: 'structured',
    moderatorEnabled: false,
    model1: {
      name: 'gpt-4',
      stance: 0.6,
      rhetoricStyle: 'formal',
      systemPrompt: 'A retired urban planner',
      maxTokens: 1000,
      showGuidance: false,
    },
    model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'adversarial', systemPrompt: '', maxTokens: 1000, showGuidance: false },
    ...overrides,
  };
}

export function settings(overrides: Partial<DebateSettings> = {}): DebateSettings {
  return {
    topic: 'Should cities ban cars from downtown areas?',
    rounds: 3,
    debateStyle: 'structured',
    moderatorEnabled: false,
    model1: {
      name: 'gpt-4',
      stance: 0.6,
      rhetoricStyle: 'formal',
      systemPrompt: 'A retired urban planner',
      maxTokens: 1000,
      showGuidance: false,
    },
    model2: { name: 'gpt-3.5-turbo', stance: -0.6, rhetoricStyle: 'adversarial', systemPrompt: '', maxTokens: 1000, showGuidance: false },
    ...overrides,
  };
}
