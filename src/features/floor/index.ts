export { FloorPage } from './FloorPage.tsx';
export { ChallengesPage } from './components/ChallengesPage.tsx';
