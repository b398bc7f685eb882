// What the app's navigation shows of moderation: imported on every first
// screen, so it stays apart from the moderation page (lazy, in index.ts).
export { ModerationLink } from './components/ModerationLink.tsx';
