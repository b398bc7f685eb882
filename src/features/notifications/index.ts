export { NotificationBell } from './components/NotificationBell.tsx';
export { NotificationsPage } from './components/NotificationsPage.tsx';
