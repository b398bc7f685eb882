import type { IncomingMessage } from 'node:http';
import type { AuthSettings } from './config/settings.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

// additional_redirect_urls are globs: `*` within a path segment or host label, `**` across them.
function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/.]*')
      .replace(/\u0000/g, '.*')}$`,
  );
}

/** GoTrue's IsRedirectURLValid: back to the site (any port on loopback) or an allowed URL. */
export function isRedirectUrlValid(settings: AuthSettings, redirectUrl: string): boolean {
  if (!redirectUrl) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(settings.siteUrl);
    target = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOOPBACK.has(target.hostname))
  )
    return true;
  return settings.additionalRedirectUrls.some((allowed) => globToRegExp(allowed).test(redirectUrl));
}

/** GoTrue's GetReferrer: `redirect_to` when allowed, else the Referer header when allowed, else the site URL. */
export function referrer(settings: AuthSettings, url: URL, req: IncomingMessage, bodyRedirect?: string | null): string {
  for (const candidate of [url.searchParams.get('redirect_to'), bodyRedirect, req.headers.referer]) {
    if (candidate && isRedirectUrlValid(settings, candidate)) return candidate;
  }
  return settings.siteUrl;
}

/** The verify link in an email (GoTrue's GetEmailActionLink with its encodeRedirectURL). */
export function actionLink(settings: AuthSettings, token: string, type: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${settings.externalUrl}/verify?token=${encodeURIComponent(token)}&type=${encodeURIComponent(type)}&redirect_to=${redirect}`;
}
