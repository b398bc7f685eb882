/**
 * Limits of a response (or reply) to a debate that the SPA's forms apply and
 * the database enforces (supabase/tests/00-shared.contract.test.sql pins them).
 */
export const RESPONSE_MAX_LENGTH = 5000;
