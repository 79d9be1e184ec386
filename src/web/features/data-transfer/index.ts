// The data-transfer feature's front door: what other parts of the app may use.
export { DataTransferCard } from './components/data-transfer-card';
