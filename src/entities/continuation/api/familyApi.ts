import { db } from '@/lib/db.ts';
import { isRecord } from '@/lib/guards.ts';

/** A continuation or rematch as a debate's family lists it (get_debate_family's member). */
export interface FamilyMember {
  id: string;
  kind: 'continuation' | 'rematch';
  /** "Round 2, First Speaker"; null for a rematch. */
  afterLabel: string | null;
  /** The debate it continues or rematches (another member, when not this one). */
  parentId: string | null;
  speaker1Model: string;
  speaker2Model: string;
  authorName: string;
  isPublic: boolean;
  createdAt: string;
  /** Questions it put to both speakers. */
  questions: number;
}

/** Where a debate comes from (the original only when the reader may open it) and what came of it. */
export interface DebateFamily {
  origin: {
    kind: 'continuation' | 'rematch';
    afterLabel: string | null;
    original: { id: string; topic: string; speaker1Model: string; speaker2Model: string } | null;
  } | null;
  members: FamilyMember[];
  continuationCount: number;
  rematchCount: number;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isKind = (value: unknown): value is 'continuation' | 'rematch' => value === 'continuation' || value === 'rematch';

function memberFrom(value: unknown): FamilyMember | null {
  if (!isRecord(value) || !isString(value.id) || !isKind(value.kind)) return null;
  return {
    id: value.id,
    kind: value.kind,
    afterLabel: isString(value.afterLabel) ? value.afterLabel : null,
    parentId: isString(value.parentId) ? value.parentId : null,
    speaker1Model: isString(value.speaker1Model) ? value.speaker1Model : '',
    speaker2Model: isString(value.speaker2Model) ? value.speaker2Model : '',
    authorName: isString(value.authorName) ? value.authorName : 'Anonymous User',
    isPublic: value.isPublic === true,
    createdAt: isString(value.createdAt) ? value.createdAt : '',
    questions: typeof value.questions === 'number' ? value.questions : 0,
  };
}

/** get_debate_family's answer, narrowed by hand (the viewer's first screen carries no zod). */
function familyFrom(value: unknown): DebateFamily | null {
  if (!isRecord(value)) return null;
  const origin = isRecord(value.origin) && isKind(value.origin.kind) ? value.origin : null;
  const original = origin && isRecord(origin.original) && isString(origin.original.id) ? origin.original : null;
  return {
    origin: origin && {
      kind: origin.kind as 'continuation' | 'rematch',
      afterLabel: isString(origin.afterLabel) ? origin.afterLabel : null,
      original: original && {
        id: original.id as string,
        topic: isString(original.topic) ? original.topic : '',
        speaker1Model: isString(original.speaker1Model) ? original.speaker1Model : '',
        speaker2Model: isString(original.speaker2Model) ? original.speaker2Model : '',
      },
    },
    members: Array.isArray(value.members) ? value.members.map(memberFrom).filter((m): m is FamilyMember => m !== null) : [],
    continuationCount: typeof value.continuationCount === 'number' ? value.continuationCount : 0,
    rematchCount: typeof value.rematchCount === 'number' ? value.rematchCount : 0,
  };
}

/** A debate's family as this reader may see it; null for a debate they cannot see. */
export async function fetchDebateFamily(debateId: string): Promise<DebateFamily | null> {
  const { data, error } = await db.rpc('get_debate_family', { p_debate_id: debateId });
  if (error) throw error;
  return familyFrom(data);
}
