export { AboutPage } from './AboutPage.tsx';
