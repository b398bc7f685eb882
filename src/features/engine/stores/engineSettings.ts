import { create } from 'zustand';
import { roundStance } from '@contract/stance.ts';
import { readStored, removeStored, writeStored } from '@/lib/storage.ts';
import {
  defaultSettings,
  offeredModel,
  settingsFrom,
  type DebateSettings,
  type SpeakerIndex,
  type SpeakerSettings,
} from '../model/settings.ts';

// The engine's settings are a draft: they survive a reload and a sign-in detour.
const DRAFT_KEY = 'agora:engine-draft';
const isAnything = (value: unknown): value is unknown => value !== undefined;

function storedDraft(): DebateSettings {
  return settingsFrom(readStored(DRAFT_KEY, isAnything, null), Math.random) ?? defaultSettings();
}

interface EngineSettingsState {
  settings: DebateSettings;
  setTopic: (topic: string) => void;
  setDebateStyle: (style: DebateSettings['debateStyle']) => void;
  setModeratorEnabled: (enabled: boolean) => void;
  updateSpeaker: (index: SpeakerIndex, patch: Partial<SpeakerSettings>) => void;
  /** The models on offer changed: a speaker whose model is no longer offered gets the first one. */
  keepModelsOffered: (models: readonly string[]) => void;
  /** Fresh defaults (new random initial stances). */
  reset: (random?: () => number) => void;
}

/** The generator's settings; kept while the visitor moves around the app. */
export const useEngineSettings = create<EngineSettingsState>()((set) => ({
  settings: storedDraft(),
  setTopic: (topic) => set((s) => ({ settings: { ...s.settings, topic } })),
  setDebateStyle: (debateStyle) => set((s) => ({ settings: { ...s.settings, debateStyle } })),
  setModeratorEnabled: (moderatorEnabled) => set((s) => ({ settings: { ...s.settings, moderatorEnabled } })),
  updateSpeaker: (index, patch) =>
    set((s) => {
      const key = index === 0 ? 'model1' : 'model2';
      const next = { ...s.settings[key], ...patch };
      if (patch.stance !== undefined) next.stance = roundStance(patch.stance);
      return { settings: { ...s.settings, [key]: next } };
    }),
  keepModelsOffered: (models) =>
    set((s) => {
      const model1 = offeredModel(s.settings.model1.name, models);
      const model2 = offeredModel(s.settings.model2.name, models);
      if (model1 === s.settings.model1.name && model2 === s.settings.model2.name) return s;
      return {
        settings: { ...s.settings, model1: { ...s.settings.model1, name: model1 }, model2: { ...s.settings.model2, name: model2 } },
      };
    }),
  reset: (random) => {
    removeStored(DRAFT_KEY);
    set({ settings: defaultSettings(random) });
  },
}));

useEngineSettings.subscribe((next, prev) => {
  if (next.settings !== prev.settings) writeStored(DRAFT_KEY, next.settings);
});
