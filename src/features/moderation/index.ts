export { ModerationPage } from './components/ModerationPage.tsx';
