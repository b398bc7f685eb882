// Continuations, questions for both speakers and rematches: the places a debate goes on from,
// its family, and the controls the viewer shows under its turns. The viewer's and the ranking's
// first screens import their pieces by file (components/, utils/), so the rest loads lazily.
export { fetchContinuableDebate, type ContinuableDebate } from './api/continuableApi.ts';
export { endsARound, pointLabel, pointParam, type ContinuePoint } from './utils/points.ts';
