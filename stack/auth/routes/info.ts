import type { Route } from '../context.ts';
import { badRequest } from '../errors.ts';
import { sendJson } from '../../shared/http.ts';
import { currentJwks } from '../jwt.ts';

// The OAuth providers GoTrue knows. None is configured on the local stack
// (supabase/config.toml switches them on for real Supabase only).
const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'slack',
  'slack_oidc',
  'snapchat',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'x',
  'zoom',
];

/** GET /health, GoTrue's liveness answer. */
export const health: Route = async (_ctx, request) => {
  sendJson(request.res, 200, {
    version: 'agora-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
};

/** GET /settings: what is enabled, in GoTrue's shape. */
export const settings: Route = async (ctx, request) => {
  const external: Record<string, boolean> = { anonymous_users: ctx.settings.enableAnonymousSignIns };
  for (const provider of OAUTH_PROVIDERS) external[provider] = false;
  external.email = true;
  external.phone = false;
  sendJson(request.res, 200, {
    external,
    disable_signup: !ctx.settings.enableSignup,
    mailer_autoconfirm: !ctx.settings.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkeys_enabled: false,
  });
};

/** GET /authorize?provider=…: GoTrue's answer for a provider that is not enabled (or unknown). */
export const authorize: Route = async (_ctx, request) => {
  const provider = (request.url.searchParams.get('provider') ?? '').toLowerCase();
  if (OAUTH_PROVIDERS.includes(provider)) {
    throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  }
  throw badRequest('validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
};

/** GET /.well-known/jwks.json: the public keys access tokens are signed with (empty while sessions are HS256). */
export const jwks: Route = async (_ctx, request) => {
  sendJson(request.res, 200, currentJwks(), { 'cache-control': 'public, max-age=600' });
};
