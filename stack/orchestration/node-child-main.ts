// A service of the local stack in a Node process of its own (see
// node-child.ts): started from AGORA_SERVICE / AGORA_SERVICE_OPTIONS, logs to
// stdout, exits non-zero when the service fails so the supervisor restarts it,
// and stops cleanly on SIGTERM.
import type { RunningService } from './running-service.ts';

const starters: Record<string, (options: never) => Promise<RunningService>> = {
  auth: async (options) => (await import('../auth/index.ts')).startAuthService(options),
  realtime: async (options) =>
    (await import('../realtime/index.ts')).startRealtimeService({
      ...(options as object as Parameters<typeof import('../realtime/index.ts').startRealtimeService>[0]),
      onLog: (line: string) => console.log(line),
    }),
};

const name = process.env.AGORA_SERVICE ?? '';
const start = starters[name];
if (!start) throw new Error(`unknown service "${name}"`);
const service = await start(JSON.parse(process.env.AGORA_SERVICE_OPTIONS ?? '{}') as never);
console.log(`${name} listening on ${service.url}`);

service.onCrash((reason) => {
  console.error(`${service.logTail()}\n${name} failed: ${reason}`);
  process.exit(1);
});
const stop = () => void service.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
