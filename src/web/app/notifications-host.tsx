import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './notifications.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast area, loaded with the first toast (`lazy-notifications.tsx`). */
export default function NotificationsHost() {
  return <Notifications limit={1} autoClose={5000} position="bottom-right" />;
}
