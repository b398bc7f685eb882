import { db } from '@/lib/db.ts';

export type ReportTarget = { type: 'debate' | 'response' | 'turn'; id: string };
export type ReportReason = 'spam' | 'harassment' | 'off_topic' | 'other';

/** Files the caller's report on a debate, a response or a person's turn. */
export async function fileReport(target: ReportTarget, reason: ReportReason, details: string): Promise<void> {
  const p_details = details.trim() === '' ? undefined : details;
  const { error } =
    target.type === 'debate'
      ? await db.rpc('report_debate', { p_debate_id: target.id, p_reason: reason, p_details })
      : target.type === 'turn'
        ? await db.rpc('report_turn', { p_turn_id: target.id, p_reason: reason, p_details })
        : await db.rpc('report_response', { p_response_id: target.id, p_reason: reason, p_details });
  if (error) throw error;
}
