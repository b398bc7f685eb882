// The AI judges' panel, shown by the engine (as it streams) and the viewer (stored, with the readers beside it).
// The engine imports its progress model and views by file: they load after its first screen.
export { fetchJudgesVerdict } from './api/judgesApi.ts';
export { AskJudges } from './components/AskJudges.tsx';
export { JudgesVerdict } from './components/JudgesVerdict.tsx';
