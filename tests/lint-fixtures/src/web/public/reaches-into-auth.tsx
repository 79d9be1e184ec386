// @ts-nocheck
import { login } from '../features/auth/api/login'; // expect: boundaries/front-door
import { useLogin } from '../features/auth';
import { paths } from '../lib/paths';
import LandingPage from './landing-page';

export const fixture = [login];
export const allowed = [useLogin, paths, LandingPage];
