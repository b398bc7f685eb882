export { JudgesRecord } from './components/JudgesRecord.tsx';
