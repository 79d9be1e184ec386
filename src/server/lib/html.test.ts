import { describe, expect, it } from 'vitest';
import { escapeHtml, markup } from './html.js';

describe('markup', () => {
  it('escapes every value put into a template, and keeps markup made by markup', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    const item = markup`<li>${name}</li>`;
    expect(markup`<ul>${[item, item]}</ul>`.markup).toBe(
      `<ul>${'<li>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</li>'.repeat(2)}</ul>`,
    );
  });

  it('leaves out false, null and undefined, and writes numbers and true', () => {
    expect(markup`${false}${null}${undefined}${0}${true}`.markup).toBe('0true');
  });

  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
