export { JudgesRecordPage } from './components/JudgesRecordPage.tsx';
