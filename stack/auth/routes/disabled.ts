import { badRequest, HttpError } from '../errors.ts';

/**
 * GoTrue's own answers for features this server has switched off, exactly as
 * its middlewares word them: SAML SSO ([auth.sso] off), manual identity
 * linking ([auth] enable_manual_linking off) and Web3 sign-in. Anonymous
 * sign-ins answer anonymous_provider_disabled at /signup.
 */
export function disabledFeature(path: string, searchParams: URLSearchParams): HttpError | null {
  if (/^\/(sso|saml)(\/|$)/.test(path)) return new HttpError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  if (/^\/user\/identities(\/|$)/.test(path)) return new HttpError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  if (path === '/token' && searchParams.get('grant_type') === 'web3')
    return badRequest('web3_provider_disabled', 'Web3 provider is disabled');
  return null;
}
