/**
 * The error catalogue: every rule code (errors.ts) with the HTTP status the SPA receives and
 * the rule's message. Apart from the codes so the first screens carry only the codes.
 *
 * `status`: PostgREST answers every custom SQLSTATE outside its own table with
 * 400 (https://docs.postgrest.org/en/stable/references/errors.html); the edge
 * function answers AG001 with 402 (NO_FREE_DEBATES_STATUS).
 */
import { ERROR_CODES, type ErrorName } from './errors.ts';

export interface RuleError {
  status: 400 | 402;
  /** The text a person reads; <…> marks what the database fills in. One rule may word several cases (AG070: each filter). */
  message: string;
  /** What the error's DETAIL carries, for the codes that set one. */
  detail?: string;
}

const MESSAGES = {
  signInRequired: { status: 400, message: 'You must be signed in.' },
  noFreeDebates: {
    status: 402,
    message: 'No free debates left. Next free debate within 7 days or consider supporting us by purchasing a PRO account',
  },
  invalidSettings: { status: 400, message: '<field>: <reason>', detail: 'the field' },
  noCategory: { status: 400, message: 'Choose at least one category.' },
  tooManyCategories: { status: 400, message: 'Choose at most 3 categories.' },
  unknownCategory: { status: 400, message: 'Unknown category: <category>.' },
  generationNotFound: { status: 400, message: 'Debate generation not found.' },
  generationNotFinished: { status: 400, message: 'The debate has not finished generating.' },
  generationAlreadySaved: { status: 400, message: 'This debate is already saved.' },
  invalidTurns: { status: 400, message: 'A debate has exactly six turns.' },
  stoppedBeforeFirstTurn: { status: 400, message: 'A stopped debate can be saved once its first turn is written.' },
  debateNotFound: { status: 400, message: 'Debate not found' },
  onlyAuthorMayShare: { status: 400, message: 'Only the author can share this debate.' },
  voteNeedsSignIn: { status: 400, message: 'You need to be logged in to vote on debates.' },
  invalidVote: { status: 400, message: 'A vote is 1 (up), -1 (down) or 0 (clear).' },
  voteOnUnsharedDebate: { status: 400, message: 'Only debates shared with the community can be voted on.' },
  starNeedsSignIn: { status: 400, message: 'Please sign in to star debates.' },
  tooManyStarsToMerge: { status: 400, message: 'At most 1000 starred debates can be merged at once.' },
  starIntentMissing: { status: 400, message: 'Say whether to star the debate.' },
  responseNeedsSignIn: { status: 400, message: 'You must be logged in to post responses.' },
  emptyResponse: { status: 400, message: 'Please enter a response.' },
  noTextSelected: { status: 400, message: 'No text selected.' },
  selectionOutsideRound: { status: 400, message: 'The selected text is not part of this round.' },
  parentResponseNotFound: { status: 400, message: 'The response you are replying to no longer exists.' },
  replyNeedsSignIn: { status: 400, message: 'Please log in to reply' },
  responseTooLong: { status: 400, message: 'Responses are limited to 5000 characters.' },
  invalidListFilter: { status: 400, message: 'Sort must be newest, popular, controversial or persuasive.' },
  displayNameLength: { status: 400, message: 'A display name has 1 to 50 characters.' },
  displayNameControlChars: { status: 400, message: 'A display name cannot contain control characters.' },
  onlyAuthorMayChangeDebate: { status: 400, message: 'Only the author can change this debate.' },
  onlyAuthorMayEditResponse: { status: 400, message: 'Only the author can edit or delete this response.' },
  responseDeleted: { status: 400, message: 'This response has been deleted.' },
  responseNotFound: { status: 400, message: 'Response not found' },
  emailMismatch: { status: 400, message: 'The email does not match your account.' },
  postingTooFast: { status: 400, message: 'You are posting too fast. Try again in <wait>.', detail: 'the wait in whole seconds' },
  dailyResponseLimit: {
    status: 400,
    message: 'You have reached the limit of <n> responses a day. Try again in <wait>.',
    detail: 'the wait in whole seconds',
  },
  reportingTooOften: { status: 400, message: 'You are reporting too often. Try again in <wait>.', detail: 'the wait in whole seconds' },
  invalidViewerId: { status: 400, message: 'The viewer id must be a UUID kept by this browser.' },
  notificationNotFound: { status: 400, message: 'Notification not found.' },
  invalidNotificationPage: { status: 400, message: 'A page holds 1 to 100 notifications.' },
  pollNeedsSignIn: { status: 400, message: 'Please sign in to take part in the poll.' },
  invalidPollAnswer: { status: 400, message: 'Choose for, neutral or against.' },
  pollAfterBeforeBefore: { status: 400, message: 'Tell us where you stood before reading first.' },
  pollClosed: { status: 400, message: 'This poll closed <n> days after the debate was shared.' },
  pollOnUnsharedDebate: { status: 400, message: 'Only debates shared with the community have a poll.' },
  reportNeedsSignIn: { status: 400, message: 'Please sign in to report content.' },
  invalidReport: { status: 400, message: 'Choose a reason: spam, harassment, off_topic or other.' },
  alreadyReported: { status: 400, message: 'You have already reported this.' },
  reportedItemGone: { status: 400, message: 'That content no longer exists.' },
  reportOwnContent: { status: 400, message: 'You cannot report your own content.' },
  moderatorsOnly: { status: 400, message: 'Only moderators can review reports.' },
  invalidModerationRequest: { status: 400, message: 'The item type is debate or response.' },
  removedByModerator: { status: 400, message: 'This was removed by a moderator and cannot be changed or shared again.' },
  invalidResponsePage: { status: 400, message: 'A page holds 1 to 100 responses.' },
  ownContentUnderReview: { status: 400, message: 'Another moderator reviews reports about your own content.' },
  reportModelTurn: { status: 400, message: "Only a person's turn is reported on its own: report the debate for a model's." },
  refundGenerationNotFound: { status: 400, message: 'Debate generation not found.' },
  refundGenerationNotCompleted: { status: 400, message: 'Only a completed debate can have its allowance given back.' },
  refundTurnsNotAllFailed: { status: 400, message: 'Only a debate in which every turn failed is given back.' },
  tooManyVerdicts: { status: 400, message: 'Ask for the verdicts of 1 to 100 debates at a time.' },
  deltaNeedsSignIn: { status: 400, message: 'Please sign in to award a ∆.' },
  deltaOnUnsharedDebate: { status: 400, message: '∆s can be awarded only in debates shared with the community.' },
  deltaExplanationTooShort: { status: 400, message: 'Say what changed your mind in at least 50 characters (<n> so far).' },
  deltaExplanationTooLong: { status: 400, message: 'An explanation is limited to 2000 characters.' },
  deltaNotEarned: { status: 400, message: 'A ∆ goes to the speaker whose side your poll answer moved toward after reading.' },
  deltaAlreadyAwarded: { status: 400, message: 'You have already awarded your ∆ in this debate.' },
  deltaPassageNotInTurn: { status: 400, message: "The selected text is not part of this speaker's turn." },
  deltaInvalidTurn: { status: 400, message: "Choose a passage in one of the speakers' turns." },
  invalidLeaderboardFilter: { status: 400, message: 'Time must be all, today, week or month.' },
  judgedGenerationNotFound: { status: 400, message: 'Debate generation not found.' },
  judgedGenerationNotCompleted: { status: 400, message: 'Only a completed debate is judged.' },
  judgePanelExists: { status: 400, message: "This debate already has a judges' panel." },
  onlyAuthorMayAskJudges: { status: 400, message: 'Only the author can ask the judges about this debate.' },
  judgesAlreadyAsked: { status: 400, message: 'The judges have already been asked about this debate.' },
  judgePanelNotFound: { status: 400, message: "Judges' panel not found." },
  judgePanelRecorded: { status: 400, message: "This judges' panel has already been recorded." },
  invalidJudgeVerdict: { status: 400, message: '<field>: <reason>', detail: 'the field' },
  invalidJudgePanel: { status: 400, message: 'A panel is recorded as complete or stopped.' },
  emailNotConfirmed: { status: 400, message: 'Please confirm your email address first: follow the link we emailed you.' },
  secondFactorRequired: { status: 400, message: 'Moderation needs two-factor authentication: enter the code from your authenticator app.' },
  secondFactorForWrites: {
    status: 400,
    message: 'This account uses two-factor sign-in: enter the code from your authenticator app first.',
  },
  handleFormat: { status: 400, message: 'A handle has 3 to 30 letters, digits or underscores.' },
  handleTaken: { status: 400, message: 'That handle is taken.' },
  invalidSitemapPage: { status: 400, message: 'A sitemap page is two hex digits.' },
  continuationPointNotFound: { status: 400, message: 'Choose a turn of this debate to continue after.' },
  questionMidRound: { status: 400, message: 'A question is put to both speakers after a round, once both have spoken.' },
  nothingLeftToContinue: { status: 400, message: 'Nothing is left to write after this turn: ask both speakers a question.' },
  questionLength: { status: 400, message: 'A question has 1 to 1000 characters.' },
  noReadersQuestion: { status: 400, message: 'No reader has asked this debate a question yet.' },
  continuationUnderReview: {
    status: 400,
    message: 'A debate under review or removed by a moderator cannot be continued or rematched.',
  },
  tooManyQuestions: { status: 400, message: 'A debate has at most 10 questions.' },
  rematchChangesNothing: { status: 400, message: 'Both speakers are the same model in the same style: swapping them changes nothing.' },
  notYourTurn: { status: 400, message: 'It is not your turn.' },
  turnAlreadyWritten: { status: 400, message: 'You have already written this turn.' },
  personTurnLength: {
    status: 400,
    message: 'A turn is <min> to <max> characters; this one is <length>. (A summary: at most 300.)',
    detail: 'the length in characters',
  },
  modelTurnIsTheRunners: { status: 400, message: "A model's turn is written only by the debate's runner." },
  challengeNotFound: { status: 400, message: 'Challenge not found.' },
  seatTaken: { status: 400, message: 'Someone has already taken this seat.' },
  ownChallenge: { status: 400, message: 'This is your own challenge: someone else takes the other seat.' },
  tooManyChallengesToday: {
    status: 400,
    message: 'You have opened <n> challenges today. Try again in <wait>.',
    detail: 'the wait in whole seconds',
  },
  tooManyOpenChallenges: { status: 400, message: 'You already have <n> challenges waiting for an opponent.' },
  turnForfeited: { status: 400, message: 'The deadline for this turn has passed: it was forfeited.' },
  notWaitingForModel: { status: 400, message: 'The debate is not waiting for the model.' },
  ladderChoiceMissing: { status: 400, message: 'Say whether you are on the ladder: on or off.' },
} as const satisfies Record<ErrorName, Omit<RuleError, 'code'>>;

/** Every code with its status and message, by name. */
export const ERRORS = Object.fromEntries(
  Object.entries(MESSAGES).map(([name, rest]) => [name, { code: ERROR_CODES[name as ErrorName], ...rest }]),
) as { readonly [Name in ErrorName]: RuleError & { code: (typeof ERROR_CODES)[Name] } };
