import fs from 'node:fs/promises';

/**
 * Makes committed SQLite transactions durable in groups. The database runs with
 * `synchronous = NORMAL` in WAL mode, so a commit reaches the operating system
 * but is not flushed to the disk; `flush()` resolves once an fsync of the WAL
 * that began after the call has finished. Callers that acknowledge a write
 * (an HTTP response, an e-mail about to go out) await it first, so every
 * acknowledged write survives power loss, as with `synchronous = FULL`, while
 * concurrent writers share one fsync and the event loop never waits on the disk.
 */
export interface GroupCommit {
  flush(): Promise<void>;
}

export function createGroupCommit(syncFile: () => Promise<void>): GroupCommit {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const start = (): Promise<void> => {
    const sync = syncFile().finally(() => {
      running = null;
    });
    running = sync;
    return sync;
  };

  return {
    flush() {
      if (!running) return start();
      // The fsync under way may have begun before the caller's commit: wait for the next one,
      // which every caller arriving meanwhile shares.
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}

/** fsync of a file by path; a file that does not exist (yet) holds nothing to flush. */
export async function fsyncPath(file: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
