// What a host gives the public pages: the data, the renderers, the built pages.
import type { PublicProfile } from '../contract/profile.ts';
import type { AppDebate, AppRoom, PublicData } from './data.ts';
import type { RenderedApp } from './head.ts';
import type { ImageRenderer } from './image.ts';

/** The SPA's built pages the public pages are written into. */
export type Template = 'debate' | 'profile' | 'ranking' | 'app';

/** Where each template is in the build (config/prerender.ts writes the first three). */
export const TEMPLATE_FILES: Readonly<Record<Template, string>> = {
  debate: 'debate/index.html',
  profile: 'u/index.html',
  ranking: 'community/ranking/index.html',
  app: 'index.html',
};

/** The app's server renderer (src/app/ssr.tsx's renderApp, from the build's .ssr/app.js). */
export type AppRenderer = (input: {
  url: string;
  debate?: AppDebate;
  room?: AppRoom;
  profile?: { profile: PublicProfile; debates: Record<string, unknown>[] };
  ranking?: Record<string, unknown>[];
}) => Promise<RenderedApp>;

export interface PublicPagesOptions {
  data: PublicData;
  /**
   * Writes a public debate or a profile itself into its page, rendered by the
   * app's own components, which the app then hydrates. Without it (or when it
   * fails) the page holds the build's loading frame, and the app loads the data.
   */
  renderApp?: AppRenderer;
  renderImage: ImageRenderer;
  /** The built page (TEMPLATE_FILES): a debate's or a profile's prerendered frame, or index.html. */
  template(name: Template): Promise<string>;
  /** The Supabase API the app talks to (its CSP allows it). */
  apiUrl: string;
  /**
   * The headers of the app's pages; default securityHeaders(apiUrl), as the
   * static host sends them. The dev server's leave the CSP out: Vite's client
   * (an inline preamble, injected styles) does not run under it.
   */
  pageHeaders?: Record<string, string>;
  /** The address the public sees (https://agora.example); else each request's own origin. */
  siteUrl?: string;
  /** How many rendered images to keep (each ~40–60 KB). */
  imageCacheSize?: number;
}

/** The site's address for a request: the configured one, or the request's own origin. */
export function siteOf(options: Pick<PublicPagesOptions, 'siteUrl'>, request: Request): string {
  return (options.siteUrl ?? new URL(request.url).origin).replace(/\/+$/, '');
}
