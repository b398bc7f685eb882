import { PROFILE_PAGE_SIZE } from '@contract/profile.ts';
import { createPrefetch } from '@/lib/prefetch.ts';
import { getPublicProfile, listProfileDebates } from './profileApi.ts';
import type { ProfileFirstPage } from '../types/index.ts';

/** A profile's first screen (the person and the first page of their debates), by the handle in the address. */
export const profileFirstPage = createPrefetch<ProfileFirstPage>();

/** The person (null when no one has the handle) and their newest shared debates. */
export async function fetchProfileFirstPage(handle: string): Promise<ProfileFirstPage> {
  const [profile, debates] = await Promise.all([getPublicProfile(handle), listProfileDebates(handle, PROFILE_PAGE_SIZE)]);
  return { profile, debates };
}

/** Asked for by the entry before the page's code has loaded, as the page will ask for it. */
export function prefetchProfile(handle: string): void {
  profileFirstPage.start(handle, () => fetchProfileFirstPage(handle));
}

/** The first screen the server wrote into the page: the page renders it at once. */
export function seedProfile(handle: string, value: ProfileFirstPage): void {
  profileFirstPage.seed(handle, value);
}

/** Forgets a seeded profile nobody took (a server render that did not reach the page). */
export function dropSeededProfile(handle: string): void {
  profileFirstPage.takeReady(handle);
}
