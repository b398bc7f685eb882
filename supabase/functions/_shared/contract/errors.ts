/**
 * Every rule code Agora's database and edge function raise (SQLSTATE class
 * "AG": `raise exception using errcode = 'AGnnn', message = '…'`), with the
 * HTTP status the SPA receives and the rule's message. Clients match on the
 * code, never on the message: the message is the text a person reads, and
 * where the database builds it (a field name, a wait, a number from
 * app_settings) the one here shows its shape.
 *
 * `status`: PostgREST answers every custom SQLSTATE outside its own table with
 * 400 (https://docs.postgrest.org/en/stable/references/errors.html); the edge
 * function answers AG001 with 402 (NO_FREE_DEBATES_STATUS).
 *
 * One line per code. tests/unit/error-catalogue.test.ts fails when the
 * migrations, the schema files or the edge function raise a code missing here,
 * or a code here is raised nowhere. Plain TypeScript (no Deno, no zod): the
 * SPA's first screens import it.
 */
export interface RuleError {
  code: `AG${number}`;
  status: 400 | 402;
  /** The text a person reads; <…> marks what the database fills in. One rule may word several cases (AG070: each filter). */
  message: string;
  /** What the error's DETAIL carries, for the codes that set one. */
  detail?: string;
}

export const ERRORS = {
  signInRequired: { code: 'AG401', status: 400, message: 'You must be signed in.' },
  noFreeDebates: {
    code: 'AG001',
    status: 402,
    message: 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account',
  },
  invalidSettings: { code: 'AG010', status: 400, message: '<field>: <reason>', detail: 'the field' },
  noCategory: { code: 'AG011', status: 400, message: 'Choose at least one category.' },
  tooManyCategories: { code: 'AG012', status: 400, message: 'Choose at most 3 categories.' },
  unknownCategory: { code: 'AG013', status: 400, message: 'Unknown category: <category>.' },
  generationNotFound: { code: 'AG020', status: 400, message: 'Debate generation not found.' },
  generationNotFinished: { code: 'AG021', status: 400, message: 'The debate has not finished generating.' },
  generationAlreadySaved: { code: 'AG022', status: 400, message: 'This debate is already saved.' },
  invalidTurns: { code: 'AG023', status: 400, message: 'A debate has exactly six turns.' },
  stoppedBeforeFirstTurn: { code: 'AG024', status: 400, message: 'A stopped debate can be saved once its first turn is written.' },
  debateNotFound: { code: 'AG030', status: 400, message: 'Debate not found' },
  onlyAuthorMayShare: { code: 'AG031', status: 400, message: 'Only the author can share this debate.' },
  voteNeedsSignIn: { code: 'AG040', status: 400, message: 'You need to be logged in to vote on debates.' },
  invalidVote: { code: 'AG041', status: 400, message: 'A vote is 1 (up), -1 (down) or 0 (clear).' },
  voteOnUnsharedDebate: { code: 'AG042', status: 400, message: 'Only debates shared with the community can be voted on.' },
  starNeedsSignIn: { code: 'AG050', status: 400, message: 'Please sign in to star debates.' },
  tooManyStarsToMerge: { code: 'AG051', status: 400, message: 'At most 1000 starred debates can be merged at once.' },
  starIntentMissing: { code: 'AG052', status: 400, message: 'Say whether to star the debate.' },
  responseNeedsSignIn: { code: 'AG060', status: 400, message: 'You must be logged in to post responses.' },
  emptyResponse: { code: 'AG061', status: 400, message: 'Please enter a response.' },
  noTextSelected: { code: 'AG062', status: 400, message: 'No text selected.' },
  selectionOutsideRound: { code: 'AG063', status: 400, message: 'The selected text is not part of this round.' },
  parentResponseNotFound: { code: 'AG064', status: 400, message: 'The response you are replying to no longer exists.' },
  replyNeedsSignIn: { code: 'AG065', status: 400, message: 'Please log in to reply' },
  responseTooLong: { code: 'AG066', status: 400, message: 'Responses are limited to 5000 characters.' },
  invalidListFilter: { code: 'AG070', status: 400, message: 'Sort must be newest, popular, controversial or persuasive.' },
  displayNameLength: { code: 'AG100', status: 400, message: 'A display name has 1 to 50 characters.' },
  displayNameControlChars: { code: 'AG101', status: 400, message: 'A display name cannot contain control characters.' },
  onlyAuthorMayChangeDebate: { code: 'AG110', status: 400, message: 'Only the author can change this debate.' },
  onlyAuthorMayEditResponse: { code: 'AG120', status: 400, message: 'Only the author can edit or delete this response.' },
  responseDeleted: { code: 'AG121', status: 400, message: 'This response has been deleted.' },
  responseNotFound: { code: 'AG122', status: 400, message: 'Response not found' },
  emailMismatch: { code: 'AG130', status: 400, message: 'The email does not match your account.' },
  postingTooFast: {
    code: 'AG140',
    status: 400,
    message: 'You are posting too fast. Try again in <wait>.',
    detail: 'the wait in whole seconds',
  },
  dailyResponseLimit: {
    code: 'AG141',
    status: 400,
    message: 'You have reached the limit of <n> responses a day. Try again in <wait>.',
    detail: 'the wait in whole seconds',
  },
  reportingTooOften: {
    code: 'AG142',
    status: 400,
    message: 'You are reporting too often. Try again in <wait>.',
    detail: 'the wait in whole seconds',
  },
  invalidViewerId: { code: 'AG143', status: 400, message: 'The viewer id must be a UUID kept by this browser.' },
  notificationNotFound: { code: 'AG150', status: 400, message: 'Notification not found.' },
  invalidNotificationPage: { code: 'AG151', status: 400, message: 'A page holds 1 to 100 notifications.' },
  pollNeedsSignIn: { code: 'AG160', status: 400, message: 'Please sign in to take part in the poll.' },
  invalidPollAnswer: { code: 'AG161', status: 400, message: 'Choose for, neutral or against.' },
  pollAfterBeforeBefore: { code: 'AG162', status: 400, message: 'Tell us where you stood before reading first.' },
  pollClosed: { code: 'AG163', status: 400, message: 'This poll closed <n> days after the debate was shared.' },
  pollOnUnsharedDebate: { code: 'AG164', status: 400, message: 'Only debates shared with the community have a poll.' },
  reportNeedsSignIn: { code: 'AG170', status: 400, message: 'Please sign in to report content.' },
  invalidReport: { code: 'AG171', status: 400, message: 'Choose a reason: spam, harassment, off_topic or other.' },
  alreadyReported: { code: 'AG172', status: 400, message: 'You have already reported this.' },
  reportedItemGone: { code: 'AG173', status: 400, message: 'That content no longer exists.' },
  reportOwnContent: { code: 'AG174', status: 400, message: 'You cannot report your own content.' },
  moderatorsOnly: { code: 'AG175', status: 400, message: 'Only moderators can review reports.' },
  invalidModerationRequest: { code: 'AG176', status: 400, message: 'The item type is debate or response.' },
  removedByModerator: { code: 'AG177', status: 400, message: 'This was removed by a moderator and cannot be changed or shared again.' },
  invalidResponsePage: { code: 'AG178', status: 400, message: 'A page holds 1 to 100 responses.' },
  ownContentUnderReview: { code: 'AG179', status: 400, message: 'Another moderator reviews reports about your own content.' },
  refundGenerationNotFound: { code: 'AG200', status: 400, message: 'Debate generation not found.' },
  refundGenerationNotCompleted: { code: 'AG201', status: 400, message: 'Only a completed debate can have its allowance given back.' },
  refundTurnsNotAllFailed: { code: 'AG202', status: 400, message: 'Only a debate in which every turn failed is given back.' },
  tooManyVerdicts: { code: 'AG300', status: 400, message: 'Ask for the verdicts of 1 to 100 debates at a time.' },
  deltaNeedsSignIn: { code: 'AG301', status: 400, message: 'Please sign in to award a ∆.' },
  deltaOnUnsharedDebate: { code: 'AG302', status: 400, message: '∆s can be awarded only in debates shared with the community.' },
  deltaExplanationTooShort: { code: 'AG303', status: 400, message: 'Say what changed your mind in at least 50 characters (<n> so far).' },
  deltaExplanationTooLong: { code: 'AG304', status: 400, message: 'An explanation is limited to 2000 characters.' },
  deltaNotEarned: {
    code: 'AG305',
    status: 400,
    message: 'A ∆ goes to the speaker whose side your poll answer moved toward after reading.',
  },
  deltaAlreadyAwarded: { code: 'AG306', status: 400, message: 'You have already awarded your ∆ in this debate.' },
  deltaPassageNotInTurn: { code: 'AG307', status: 400, message: "The selected text is not part of this speaker's turn." },
  deltaInvalidTurn: { code: 'AG308', status: 400, message: "Choose a passage in one of the speakers' turns." },
  invalidLeaderboardFilter: { code: 'AG310', status: 400, message: 'Time must be all, today, week or month.' },
  judgedGenerationNotFound: { code: 'AG330', status: 400, message: 'Debate generation not found.' },
  judgedGenerationNotCompleted: { code: 'AG331', status: 400, message: 'Only a completed debate is judged.' },
  judgePanelExists: { code: 'AG332', status: 400, message: "This debate already has a judges' panel." },
  onlyAuthorMayAskJudges: { code: 'AG333', status: 400, message: 'Only the author can ask the judges about this debate.' },
  judgesAlreadyAsked: { code: 'AG334', status: 400, message: 'The judges have already been asked about this debate.' },
  judgePanelNotFound: { code: 'AG335', status: 400, message: "Judges' panel not found." },
  judgePanelRecorded: { code: 'AG336', status: 400, message: "This judges' panel has already been recorded." },
  invalidJudgeVerdict: { code: 'AG337', status: 400, message: '<field>: <reason>', detail: 'the field' },
  invalidJudgePanel: { code: 'AG338', status: 400, message: 'A panel is recorded as complete or stopped.' },
  emailNotConfirmed: { code: 'AG350', status: 400, message: 'Please confirm your email address first: follow the link we emailed you.' },
  secondFactorRequired: {
    code: 'AG351',
    status: 400,
    message: 'Moderation needs two-factor authentication: enter the code from your authenticator app.',
  },
  secondFactorForWrites: {
    code: 'AG352',
    status: 400,
    message: 'This account uses two-factor sign-in: enter the code from your authenticator app first.',
  },
  handleFormat: { code: 'AG380', status: 400, message: 'A handle has 3 to 30 letters, digits or underscores.' },
  handleTaken: { code: 'AG381', status: 400, message: 'That handle is taken.' },
  invalidSitemapPage: { code: 'AG382', status: 400, message: 'A sitemap page is two hex digits.' },
} as const satisfies Record<string, RuleError>;

export type ErrorName = keyof typeof ERRORS;

/** Each code by its name (`ERROR_CODES.debateNotFound` is 'AG030'): what code matches compare with. */
export const ERROR_CODES = Object.fromEntries(Object.entries(ERRORS).map(([name, error]) => [name, error.code])) as {
  readonly [Name in ErrorName]: (typeof ERRORS)[Name]['code'];
};
