export { EnginePage } from './EnginePage.tsx';
