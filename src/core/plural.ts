// Counts in words: '1 file', '2 files', never '2 file(s)'. English is the app's one
// language; Intl.PluralRules picks the form, so a second language only adds its words.

const rules = new Intl.PluralRules('en-US');

/** '1 file' / '0 files' / '2 files'; `many` for irregular plurals ('1 person', '3 people'). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : many}`;
}
