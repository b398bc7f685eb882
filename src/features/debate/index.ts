export { DebatePage } from './components/DebatePage.tsx';
