// The AI judges' panel, shown by the engine (as it streams) and the viewer (stored, with the readers beside it).
export { fetchJudgesVerdict } from './api/judgesApi.ts';
export { AskJudges } from './components/AskJudges.tsx';
export { JudgesVerdict } from './components/JudgesVerdict.tsx';
export { JudgingProgressView } from './components/JudgingProgressView.tsx';
export { markPass, startJudging, type JudgingProgress } from './model/judgingProgress.ts';
