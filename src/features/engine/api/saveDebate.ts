import type { Category } from '@contract/categories.ts';
import { CodedError, toAppError } from '@/lib/errors.ts';
import { db } from '@/lib/db.ts';

export const SAVE_SUCCESS_MESSAGE = 'Debate saved to your history!';
export const SAVE_FAILURE_MESSAGE = 'Failed to save debate. Please try again.';

/** Saves the finished generation with its categories as a private debate; returns the new debate id. */
export async function saveDebate(generationId: string, categories: readonly Category[]): Promise<string> {
  const { data, error } = await db.rpc('save_debate', {
    p_generation_id: generationId,
    p_categories: [...categories],
  });
  if (error) throw new CodedError(toAppError(error, SAVE_FAILURE_MESSAGE));
  return data.id;
}
