// `npm run reset-password -- <username>`: sets a new password (typed, from
// RESET_PASSWORD, or generated and printed) and signs the user out everywhere.
import readline from 'node:readline/promises';
import { MIN_PASSWORD_LENGTH } from '../src/core/schemas/auth.js';
import { loadConfig } from '../src/server/config.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { resetPassword } from '../src/server/features/auth/index.js';
import { generatePassword } from '../src/server/lib/passwords.js';
import { openConfiguredDatabase } from '../src/server/server.js';

async function askPassword(): Promise<string> {
  if (process.env.RESET_PASSWORD) return process.env.RESET_PASSWORD;
  if (!process.stdin.isTTY) return '';
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('New password (leave empty to generate one): ');
  rl.close();
  return answer;
}

async function main() {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run reset-password -- <username>');
    process.exit(2);
  }
  const typed = await askPassword();
  if (typed && typed.length < MIN_PASSWORD_LENGTH) {
    console.error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
    process.exit(2);
  }
  const password = typed || generatePassword();
  const db = openConfiguredDatabase(loadConfig());
  try {
    await migrateToLatest(db);
    const user = await resetPassword(db, username, password);
    if (!user) {
      console.error(`No user named "${username}".`);
      process.exitCode = 1;
      return;
    }
    console.log(`Password for "${username}" changed; every session of that user was signed out.`);
    if (!typed) console.log(`New password: ${password}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
