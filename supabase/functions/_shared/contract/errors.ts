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
 * SPA's first screens import it, so it holds the codes alone; their statuses
 * and messages are in error-catalogue.ts.
 */
/** Each code by its name (`ERROR_CODES.debateNotFound` is 'AG030'): what code matches compare with. */
export const ERROR_CODES = {
  signInRequired: 'AG401',
  noFreeDebates: 'AG001',
  invalidSettings: 'AG010',
  noCategory: 'AG011',
  tooManyCategories: 'AG012',
  unknownCategory: 'AG013',
  generationNotFound: 'AG020',
  generationNotFinished: 'AG021',
  generationAlreadySaved: 'AG022',
  invalidTurns: 'AG023',
  stoppedBeforeFirstTurn: 'AG024',
  debateNotFound: 'AG030',
  onlyAuthorMayShare: 'AG031',
  voteNeedsSignIn: 'AG040',
  invalidVote: 'AG041',
  voteOnUnsharedDebate: 'AG042',
  starNeedsSignIn: 'AG050',
  tooManyStarsToMerge: 'AG051',
  starIntentMissing: 'AG052',
  responseNeedsSignIn: 'AG060',
  emptyResponse: 'AG061',
  noTextSelected: 'AG062',
  selectionOutsideRound: 'AG063',
  parentResponseNotFound: 'AG064',
  replyNeedsSignIn: 'AG065',
  responseTooLong: 'AG066',
  invalidListFilter: 'AG070',
  displayNameLength: 'AG100',
  displayNameControlChars: 'AG101',
  onlyAuthorMayChangeDebate: 'AG110',
  onlyAuthorMayEditResponse: 'AG120',
  responseDeleted: 'AG121',
  responseNotFound: 'AG122',
  emailMismatch: 'AG130',
  postingTooFast: 'AG140',
  dailyResponseLimit: 'AG141',
  reportingTooOften: 'AG142',
  invalidViewerId: 'AG143',
  notificationNotFound: 'AG150',
  invalidNotificationPage: 'AG151',
  pollNeedsSignIn: 'AG160',
  invalidPollAnswer: 'AG161',
  pollAfterBeforeBefore: 'AG162',
  pollClosed: 'AG163',
  pollOnUnsharedDebate: 'AG164',
  reportNeedsSignIn: 'AG170',
  invalidReport: 'AG171',
  alreadyReported: 'AG172',
  reportedItemGone: 'AG173',
  reportOwnContent: 'AG174',
  moderatorsOnly: 'AG175',
  invalidModerationRequest: 'AG176',
  removedByModerator: 'AG177',
  invalidResponsePage: 'AG178',
  ownContentUnderReview: 'AG179',
  refundGenerationNotFound: 'AG200',
  refundGenerationNotCompleted: 'AG201',
  refundTurnsNotAllFailed: 'AG202',
  tooManyVerdicts: 'AG300',
  deltaNeedsSignIn: 'AG301',
  deltaOnUnsharedDebate: 'AG302',
  deltaExplanationTooShort: 'AG303',
  deltaExplanationTooLong: 'AG304',
  deltaNotEarned: 'AG305',
  deltaAlreadyAwarded: 'AG306',
  deltaPassageNotInTurn: 'AG307',
  deltaInvalidTurn: 'AG308',
  invalidLeaderboardFilter: 'AG310',
  judgedGenerationNotFound: 'AG330',
  judgedGenerationNotCompleted: 'AG331',
  judgePanelExists: 'AG332',
  onlyAuthorMayAskJudges: 'AG333',
  judgesAlreadyAsked: 'AG334',
  judgePanelNotFound: 'AG335',
  judgePanelRecorded: 'AG336',
  invalidJudgeVerdict: 'AG337',
  invalidJudgePanel: 'AG338',
  emailNotConfirmed: 'AG350',
  secondFactorRequired: 'AG351',
  secondFactorForWrites: 'AG352',
  handleFormat: 'AG380',
  handleTaken: 'AG381',
  invalidSitemapPage: 'AG382',
  continuationPointNotFound: 'AG391',
  questionMidRound: 'AG392',
  nothingLeftToContinue: 'AG393',
  questionLength: 'AG394',
  noReadersQuestion: 'AG395',
  continuationUnderReview: 'AG396',
  tooManyQuestions: 'AG397',
  rematchChangesNothing: 'AG398',
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
