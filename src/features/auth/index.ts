export { LoginPage } from './LoginPage.tsx';
export { UpdatePasswordPage } from './UpdatePasswordPage.tsx';
