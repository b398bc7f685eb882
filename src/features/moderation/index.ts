export { ModerationLink } from './components/ModerationLink.tsx';
export { ModerationPage } from './components/ModerationPage.tsx';
