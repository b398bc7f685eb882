// POST /functions/v1/judge-debate: "Ask the judges" about a saved debate,
// streamed as Server-Sent Events. Wiring only; the judging is in
// ../_shared/judging (which generate-debate also runs after each debate).
import { createOpenAIClient } from '../_shared/ai/client.ts';
import { loadAiConfig, supabaseEnv } from '../_shared/ai/config.ts';
import { createCallerCheck } from '../_shared/caller.ts';
import { createSupabaseJudgesStore } from '../_shared/judging/judges-store.ts';
import { createDemoPanelFactory, createProviderPanelFactory } from '../_shared/judging/panel-factory.ts';
import { createJudgeDebateHandler } from './handler.ts';

const env = (name: string) => Deno.env.get(name);
const config = loadAiConfig(env);
const supabase = supabaseEnv(env);

const client = config.provider ? createOpenAIClient(config.provider) : null;
const panel = client
  ? createProviderPanelFactory({ client, models: config.models, judgeModels: config.judgeModels })
  : createDemoPanelFactory();

console.log(
  `[judge-debate] judges: ${client ? (config.judgeModels?.join(', ') ?? "each debate's two models") : 'offline demo judge (no AI provider configured)'}`,
);

Deno.serve(
  createJudgeDebateHandler({
    panel,
    store: createSupabaseJudgesStore(supabase),
    caller: createCallerCheck(supabase),
  }),
);
