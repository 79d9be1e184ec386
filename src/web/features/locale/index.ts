// The locale feature's front door: what other parts of the app may use.
export { LocaleCard } from './components/locale-card';
