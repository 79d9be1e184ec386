import { describe, expect, it } from 'vitest';
import { KeptByRevision, type Stamp } from './kept-by-revision.js';

/** A table of notes with revisions, and a reader that counts what it is asked for. */
function notes(rows: Record<string, { revision: number; note: string }>) {
  const asked: string[][] = [];
  const read = async (ids: string[]) => {
    asked.push(ids);
    return ids.flatMap((id) => (rows[id] ? [{ id, ...rows[id], value: rows[id].note }] : []));
  };
  return { rows, asked, read };
}
const stampsOf = (rows: Record<string, { revision: number }>, ids = Object.keys(rows)): Stamp[] =>
  ids.map((id) => ({ id, revision: rows[id]!.revision }));

describe('KeptByRevision', () => {
  it('reads only what is new or changed, and gives the values in the order of the stamps', async () => {
    const kept = new KeptByRevision<string>();
    const db = notes({ a: { revision: 0, note: 'A' }, b: { revision: 0, note: 'B' } });
    expect(await kept.valuesOf(stampsOf(db.rows, ['b', 'a']), db.read)).toEqual(['B', 'A']);
    db.rows.c = { revision: 0, note: 'C' };
    db.rows.a = { revision: 1, note: 'A2' };
    expect(await kept.valuesOf(stampsOf(db.rows, ['a', 'b', 'c']), db.read)).toEqual([
      'A2',
      'B',
      'C',
    ]);
    expect(db.asked).toEqual([
      ['b', 'a'],
      ['a', 'c'],
    ]);
  });

  it('leaves out an update deleted between reading the stamps and the rows', async () => {
    const kept = new KeptByRevision<string>();
    const db = notes({ a: { revision: 0, note: 'A' }, b: { revision: 0, note: 'B' } });
    await kept.valuesOf(stampsOf(db.rows), db.read);
    // Edited (the stamp says revision 1), then deleted before its row was read.
    const stamps = [{ id: 'a', revision: 1 }, ...stampsOf(db.rows, ['b'])];
    delete db.rows.a;
    expect(await kept.valuesOf(stamps, db.read)).toEqual(['B']);
  });

  it('gives the newer row when it changed again after its stamp was read', async () => {
    const kept = new KeptByRevision<string>();
    const db = notes({ a: { revision: 3, note: 'newest' } });
    expect(await kept.valuesOf([{ id: 'a', revision: 2 }], db.read)).toEqual(['newest']);
    expect(await kept.valuesOf([{ id: 'a', revision: 3 }], db.read)).toEqual(['newest']);
    expect(db.asked).toEqual([['a']]);
  });

  it('asks for at most 500 ids at a time and keeps at most `max`, the oldest out first', async () => {
    const kept = new KeptByRevision<string>(600);
    const rows = Object.fromEntries(
      Array.from({ length: 1200 }, (_, i) => [`u${i}`, { revision: 0, note: `n${i}` }]),
    );
    const db = notes(rows);
    expect(await kept.valuesOf(stampsOf(rows), db.read)).toHaveLength(1200);
    expect(db.asked.map((ids) => ids.length)).toEqual([500, 500, 200]);
    db.asked.length = 0;
    await kept.valuesOf(stampsOf(rows, ['u1199', 'u0']), db.read);
    expect(db.asked).toEqual([['u0']]);
  });
});
