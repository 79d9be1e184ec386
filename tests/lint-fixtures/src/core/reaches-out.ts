// @ts-nocheck
import { hashPassword } from '../server/lib/passwords.js'; // expect: boundaries/core-imports-only-core
import { paths } from '../web/lib/paths'; // expect: boundaries/core-imports-only-core
import { idSchema } from './schemas/common.js';

export const fixture = [hashPassword, paths, idSchema];
