// The search feature's front door: what other parts of the app may use.
export { SearchButton } from './components/search-button';
