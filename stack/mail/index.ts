import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { serveHttp } from '../orchestration/http-service.ts';
import { pickPort } from '../orchestration/ports.ts';
import { LogTail, type RunningService } from '../orchestration/running-service.ts';
import { handleMailHttp } from './http.ts';
import { MailStore } from './store.ts';

export interface MailServiceOptions {
  /** The web/API port, used as given (the stack picks it once, so restarts keep it); a free one when not given. */
  port?: number;
  /** The SMTP port the auth service delivers to, used as given; a free one when not given. */
  smtpPort?: number;
  onLog?: (line: string) => void;
}

export interface RunningMailService extends RunningService {
  /** Where the auth service delivers mail (SMTP on 127.0.0.1). */
  smtpPort: number;
}

/**
 * The local mail catcher, as the Supabase CLI runs Inbucket/Mailpit: an SMTP
 * server that keeps every message it receives, a page that lists and opens
 * them, and a Mailpit-shaped JSON API for tests.
 */
export async function startMailService(options: MailServiceOptions = {}): Promise<RunningMailService> {
  const log = new LogTail();
  const push = (line: string) => {
    log.push(line);
    options.onLog?.(line);
  };
  const store = new MailStore();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            const message = store.add(parsed, raw.length, to);
            push(`received "${message.Subject}" for ${to.join(', ')}`);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const web = http.createServer((req, res) => {
    handleMailHttp(store, req, res).catch((error: Error) => {
      push(`error: ${error.message}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  const smtpPort = options.smtpPort ?? (await pickPort());
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });
  smtp.on('error', (error) => push(`smtp: ${error.message}`));
  const service = await serveHttp({
    name: 'mail',
    server: web,
    port: options.port,
    log,
    release: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  });
  push(`mailbox on ${service.url}, SMTP on 127.0.0.1:${smtpPort}`);
  return { ...service, smtpPort };
}
