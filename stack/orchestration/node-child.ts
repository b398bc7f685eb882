import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildService, waitForHttp, type ChildService } from './child-process.ts';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node-child-main.ts');
const ROOT = path.resolve(path.dirname(MAIN), '..', '..');

/** The in-process services that run in a Node child of their own, so a crash (or a kill) takes only them down. */
type NodeServiceName = 'auth' | 'realtime';

export interface NodeServiceOptions {
  name: NodeServiceName;
  /** The service's own options (JSON); `port` is set from `port`. */
  options: Record<string, unknown>;
  /** Exactly this port: the gateway routes to it across restarts. */
  port: number;
  /** Answers 200 once the service is up. */
  healthPath: string;
  onLog?: (line: string) => void;
}

/** Runs stack/<name>'s start function in `node --import tsx stack/orchestration/node-child-main.ts`. */
export function startNodeService(options: NodeServiceOptions): Promise<ChildService> {
  const url = `http://127.0.0.1:${options.port}`;
  return startChildService({
    name: options.name,
    command: process.execPath,
    args: ['--import', 'tsx', MAIN],
    cwd: ROOT,
    env: {
      ...process.env,
      AGORA_SERVICE: options.name,
      AGORA_SERVICE_OPTIONS: JSON.stringify({ ...options.options, port: options.port }),
    },
    port: options.port,
    url,
    // The health check on the exact port also proves the service did not move to another one.
    ready: (signal) => waitForHttp(`${url}${options.healthPath}`, signal, (s) => s === 200),
    readyTimeoutMs: 60_000,
    onLog: options.onLog,
  });
}
