export { shareDebate } from '../../../lib/share.ts';

export const SHARE_SUCCESS_MESSAGE = 'Debate shared successfully! It will appear in Community Rankings.';
export const SHARE_FAILURE_MESSAGE = 'Failed to share debate. Please try again.';
