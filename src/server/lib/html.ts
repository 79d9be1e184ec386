// Markup the server writes itself (e-mails, the public share page): every value put into it
// is escaped unless it is markup built here, so a stored text can never become markup.

import { escapeHtml } from '../../core/escape-html.js';

export { escapeHtml };

/** Markup made by `markup`: inserted as it is into another `markup` template. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

const render = (value: Value): string => {
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return (value as readonly Value[]).map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

/**
 * A template of markup: its values are escaped (lists joined, `false`/`null` left out).
 * Not named `html`: Prettier would reformat such templates as HTML, which changes the
 * whitespace of what they write.
 */
export function markup(strings: TemplateStringsArray, ...values: Value[]): Html {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return new Html(markup);
}
