// The auth feature's front door: what other parts of the app may use.
export { useUser } from './api/get-user';
export { useLogin } from './api/login';
export { useLogout } from './api/logout';
export { ChangePasswordCard } from './components/change-password-card';
export { YourEmailCard } from './components/your-email-card';
