// What the shell may use of the notifications feature.
export { NotificationBell } from './components/notification-bell.tsx';
