import fs from 'node:fs';
import path from 'node:path';

// Some settings belong to the whole server: the mail server, the share page switch, the
// business profile. Two workers share one server, so a test that changes one of them, or
// relies on its value, holds it for its length: a test tagged `@mail-settings` waits while
// another test holding the mail settings runs. Every other test runs beside it as before.

export const SERVER_SETTINGS = ['business-profile', 'mail-settings', 'sharing-settings'] as const;
export type ServerSetting = (typeof SERVER_SETTINGS)[number];

const POLL_MS = 100;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readIfPresent = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
};

/** Takes one setting: a file made only if absent, holding this worker's pid. */
async function take(file: string): Promise<void> {
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A worker that died holding it (a crash, not a failed test) leaves it behind. Empty:
    // its holder is between making it and writing its pid.
    const holder = Number(readIfPresent(file));
    if (holder && !alive(holder)) fs.rmSync(file, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Holds the settings the test's tags name until `release` is called. Always in the same
 * order, so two tests that each want two never wait for each other.
 */
export async function holdServerSettings(
  tags: readonly string[],
  folder: string,
): Promise<() => void> {
  const wanted = SERVER_SETTINGS.filter((setting) => tags.includes(`@${setting}`));
  fs.mkdirSync(folder, { recursive: true });
  const files: string[] = [];
  for (const setting of wanted) {
    const file = path.join(folder, `${setting}.lock`);
    await take(file);
    files.push(file);
  }
  return () => {
    for (const file of files) fs.rmSync(file, { force: true });
  };
}
