export { SHARE_FAILURE_MESSAGE, SHARE_SUCCESS_MESSAGE, shareDebate } from '@/entities/debate/api/shareDebate.ts';
