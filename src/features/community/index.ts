export { CommunityLayout } from './components/CommunityLayout.tsx';
export { RankingPage } from './components/RankingPage.tsx';
export { HistoryPage } from './components/HistoryPage.tsx';
export { LeaderboardPage } from './components/LeaderboardPage.tsx';
export { ProfilePage } from './components/ProfilePage.tsx';
export { PersonRedirect } from './components/PersonRedirect.tsx';
