// POST /functions/v1/generate-debate: streams a debate as Server-Sent Events;
// GET: the model names it accepts and who writes the debates.
// Wiring only; the parts are in this folder and ../_shared.
import { createOpenAIClient } from '../_shared/ai/client.ts';
import { createCallerCheck } from '../_shared/caller.ts';
import { loadConfig } from './config.ts';
import { createSupabaseDebateStore } from './debate-store.ts';
import { createDemoDebater } from './demo-debater.ts';
import { createGenerateDebateHandler } from './handler.ts';
import { createDemoPanelFactory, createProviderPanelFactory } from '../_shared/judging/panel-factory.ts';
import { createSupabasePersonTurnStore } from './person-turns.ts';
import { createProviderDebater } from './provider-debater.ts';

const config = loadConfig((name) => Deno.env.get(name));

const client = config.provider ? createOpenAIClient(config.provider) : null;
const debater = client
  ? createProviderDebater({ client, models: config.models })
  : createDemoDebater({ tokenDelayMs: config.demoTokenDelayMs });
const panel = client
  ? createProviderPanelFactory({ client, models: config.models, judgeModels: config.judgeModels })
  : createDemoPanelFactory();

console.log(
  `[generate-debate] generator: ${config.provider ? `AI provider at ${config.provider.baseURL ?? 'https://api.openai.com/v1'}` : 'offline demo (no AI provider configured)'}; models: ${config.models.names.join(', ')}; judges: ${client ? (config.judgeModels?.join(', ') ?? "each debate's two models") : 'offline demo judge'}`,
);

Deno.serve(
  createGenerateDebateHandler({
    modelNames: config.models.names,
    debater,
    panel,
    store: createSupabaseDebateStore(config.supabase),
    personTurns: createSupabasePersonTurnStore(config.supabase),
    caller: createCallerCheck(config.supabase),
    turnPauseMs: config.turnPauseMs,
    // On Supabase, a function's work after its response ends is kept alive by EdgeRuntime.waitUntil;
    // Deno itself keeps it running.
    keepAlive: (work) => (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(work),
  }),
);
