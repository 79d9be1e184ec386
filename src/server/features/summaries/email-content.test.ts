import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html.js';
import { renderEmailHtml, renderEmailText, type EmailDocument } from './email-content.js';

const doc: EmailDocument = {
  title: 'Weekly <Summary>',
  intro: ['Period & range'],
  customMessage: 'Line "one"\nLine \'two\'',
  sections: [
    {
      heading: 'A&B <Builders>',
      items: [
        {
          meta: 'Nov 3, 2026',
          text: '<img src=x onerror=alert(1)>',
          files: [
            { name: 'a"b.png', url: 'https://example.com/api/public/files/1?x="y"' },
            { name: 'c.pdf', url: null },
          ],
        },
      ],
    },
  ],
  emptyText: 'Nothing',
  footer: 'Sent by <me>',
};

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('renderEmailHtml', () => {
  it('escapes every text, including link targets and file names', () => {
    const html = renderEmailHtml(doc);
    expect(html).not.toMatch(/<img|<Summary>|<Builders>|<me>/);
    expect(html).toContain('Weekly &lt;Summary&gt;');
    expect(html).toContain('Line &quot;one&quot;<br>Line &#39;two&#39;');
    expect(html).toContain('href="https://example.com/api/public/files/1?x=&quot;y&quot;"');
    expect(html).toContain('>a&quot;b.png</a>, c.pdf');
  });

  it('shows the empty text when there are no sections', () => {
    expect(renderEmailHtml({ ...doc, sections: [] })).toContain('>Nothing</p>');
  });
});

describe('renderEmailText', () => {
  it('keeps the text readable and unescaped', () => {
    const text = renderEmailText(doc);
    expect(text).toContain('A&B <Builders>\n- Nov 3, 2026: <img src=x onerror=alert(1)>');
    expect(text).toContain(
      '  Files: a"b.png <https://example.com/api/public/files/1?x="y">, c.pdf',
    );
    expect(text.endsWith('--\nSent by <me>')).toBe(true);
  });
});

describe('daily log lines (issue 19)', () => {
  const withLines: EmailDocument = {
    ...doc,
    sections: [
      {
        items: [
          {
            text: 'Deck <poured>',
            lines: ['Weather: <Sunny>', 'Crew: 2 workers, 16 h'],
            files: [],
          },
        ],
      },
    ],
  };

  it('lists them under the text, escaped in HTML and indented in text', () => {
    const html = renderEmailHtml(withLines);
    expect(html).toContain('Deck &lt;poured&gt;<div');
    expect(html).toContain('>Weather: &lt;Sunny&gt;</div>');
    expect(renderEmailText(withLines)).toContain(
      '- Deck <poured>\n  Weather: <Sunny>\n  Crew: 2 workers, 16 h\n',
    );
  });
});
