export { AccountPage } from './AccountPage.tsx';
export { PersonalLibraryPage } from './PersonalLibraryPage.tsx';
