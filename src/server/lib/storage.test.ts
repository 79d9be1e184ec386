import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentDisposition,
  detectContentType,
  removeStoredFiles,
  sanitizeFileName,
  storedFilePath,
  storeStream,
} from './storage.js';

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const dirs: string[] = [];
const tempDataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-storage-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('sanitizeFileName', () => {
  it('drops directories, control and direction-override characters and leading dots', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\photo.jpg')).toBe('photo.jpg');
    expect(sanitizeFileName('a\u0000b\u202Ecod.exe')).toBe('abcod.exe');
    expect(sanitizeFileName('..hidden')).toBe('hidden');
    expect(sanitizeFileName('  spaced   out .txt ')).toBe('spaced out .txt');
  });

  it('never returns an empty name and keeps the extension when shortening', () => {
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('../..')).toBe('file');
    const long = sanitizeFileName(`${'x'.repeat(400)}.jpeg`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});

describe('detectContentType', () => {
  it('trusts image types only when the bytes match', () => {
    expect(detectContentType(PNG_HEAD, 'application/octet-stream')).toBe('image/png');
    expect(detectContentType(Buffer.from('<html>'), 'image/png')).toBe('application/octet-stream');
    expect(detectContentType(Buffer.from('%PDF-1.7'), 'application/pdf')).toBe('application/pdf');
    expect(detectContentType(Buffer.from('x'), 'not a type')).toBe('application/octet-stream');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Plan "B" – v2.pdf')).toBe(
      `attachment; filename="Plan _B_ _ v2.pdf"; filename*=UTF-8''Plan%20%22B%22%20%E2%80%93%20v2.pdf`,
    );
  });
});

describe('storeStream', () => {
  it('writes under a random key and counts the bytes', async () => {
    const dataDir = tempDataDir();
    const stored = await storeStream(
      dataDir,
      Readable.from([Buffer.from('hello '), Buffer.from('world')]),
    );
    expect(stored.size).toBe(11);
    expect(stored.key).toMatch(/^[a-f0-9]{40}$/);
    expect(fs.readFileSync(storedFilePath(dataDir, stored.key), 'utf8')).toBe('hello world');
    await removeStoredFiles(dataDir, [stored.key, stored.key]);
    expect(fs.existsSync(storedFilePath(dataDir, stored.key))).toBe(false);
  });

  it('leaves no file behind when the source fails', async () => {
    const dataDir = tempDataDir();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storeStream(dataDir, failing)).rejects.toThrow('connection lost');
    const left = fs.readdirSync(path.join(dataDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('refuses paths that are not storage keys', () => {
    expect(() => storedFilePath('/data', '../sitebook.db')).toThrow();
  });
});
