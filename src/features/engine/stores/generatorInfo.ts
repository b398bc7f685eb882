import { create } from 'zustand';
import { currentAccessToken } from '../api/generateDebate.ts';
import { fetchGeneratorInfo } from '../api/generatorInfo.ts';
import type { Generator } from '@contract/sse-events.ts';
import { MODELS } from '../model/settings.ts';

type GeneratorInfoStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface GeneratorInfoState {
  status: GeneratorInfoStatus;
  /** The model names to offer; the spec's two until (or unless) the function lists its own. */
  models: readonly string[];
  generator: Generator | null;
  generatorLabel: string | null;
  /** Asks the function once; after a failure the next call asks again. */
  load: () => Promise<void>;
}

/** What the generate-debate function offers: its model names and who writes the debates. */
export const useGeneratorInfo = create<GeneratorInfoState>()((set, get) => ({
  status: 'idle',
  models: MODELS,
  generator: null,
  generatorLabel: null,
  async load() {
    const { status } = get();
    if (status === 'loading' || status === 'ready') return;
    set({ status: 'loading' });
    try {
      const info = await fetchGeneratorInfo({ accessToken: await currentAccessToken() });
      set({
        status: 'ready',
        models: info.models.map((m) => m.name),
        generator: info.generator,
        generatorLabel: info.generatorLabel,
      });
    } catch (error) {
      // The spec's two models still work: the engine stays usable without the list.
      console.warn('Could not read the models generate-debate offers; offering the default models', error);
      set({ status: 'failed', models: MODELS, generator: null, generatorLabel: null });
    }
  },
}));
