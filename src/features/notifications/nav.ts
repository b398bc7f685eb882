// What the app's navigation shows of notifications: imported on every first
// screen, so it stays apart from the notifications page (lazy, in index.ts).
export { NotificationBell } from './components/NotificationBell.tsx';
