// Continuations, questions for both speakers and rematches: the places a debate goes on from,
// its family, and the controls the viewer shows under its turns.
export { fetchContinuableDebate, type ContinuableDebate } from './api/continuableApi.ts';
export { ContinueFromHere } from './components/ContinueFromHere.tsx';
export { DebateFamily } from './components/DebateFamily.tsx';
export { QuestionExchange } from './components/QuestionExchange.tsx';
export { familyCountLabel } from './utils/familyText.ts';
export { endsARound, pointFromParam, pointLabel, type ContinuePoint } from './utils/points.ts';
