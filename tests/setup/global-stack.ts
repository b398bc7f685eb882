// The stack a lane's tests run on, handed to them through `inject`: a
// throwaway stack of the lane's own (free ports, seeded database, the SPA
// included for the browser lanes), or with AGORA_TEST_STACK=reuse the one
// already running (reuse-stack.ts), with the Chromium that one keeps running.
import type { TestProject } from 'vitest/node';
import { startTestStack } from './full-stack.ts';
import { reuseRunningStack } from './reuse-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser connection string of the throwaway database. */
    dbUrl: string;
    /** The gateway: createClient(apiUrl, publishableKey). */
    apiUrl: string;
    /** `sb_publishable_…` (acts as anon). */
    publishableKey: string;
    /** `sb_secret_…` (acts as service_role; refused from a browser). */
    secretKey: string;
    /** Legacy JWT API key, role anon. */
    anonKey: string;
    /** Legacy JWT API key, role service_role. */
    serviceRoleKey: string;
    jwtSecret: string;
    /** The auth service's public signing keys (sessions are ES256 on the test stack). */
    jwks: { keys: Array<Record<string, unknown>> };
    /** The SPA's production build, talking to apiUrl (browser lanes); elsewhere an address where nothing answers. */
    appUrl: string;
    /** The files of that build (browser lanes; empty elsewhere). */
    appDir: string;
    /** `${apiUrl}/functions/v1` */
    functionsUrl: string;
    /** The local mailbox (page and Mailpit-style API) every auth email lands in. */
    mailUrl: string;
    /** Functions at the product's own demo pace (the stack's own runtime is fast); see full-stack.ts. */
    pacedFunctionsUrl: string;
    /** A running Chromium to connect to (`npm run test:stack`'s); empty: the lane launches its own (tests/support/browser.ts). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // Only the browser lanes open pages: the others skip the SPA's production build.
  const app = project.name.startsWith('browser');
  const reuse = process.env.AGORA_TEST_STACK === 'reuse';
  const { stack, stop, browserWsEndpoint } = reuse
    ? await reuseRunningStack({ app })
    : { ...(await startTestStack({ app })), browserWsEndpoint: undefined };
  project.provide('dbUrl', stack.dbUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('publishableKey', stack.publishableKey);
  project.provide('secretKey', stack.secretKey);
  project.provide('jwks', { keys: stack.jwks.keys.map((key) => ({ ...key })) });
  project.provide('anonKey', stack.anonKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('jwtSecret', stack.jwtSecret);
  project.provide('appUrl', stack.appUrl);
  project.provide('appDir', stack.appDir);
  project.provide('functionsUrl', stack.functionsUrl);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('pacedFunctionsUrl', stack.pacedFunctionsUrl);
  project.provide('browserWsEndpoint', browserWsEndpoint ?? '');
  return stop;
}
