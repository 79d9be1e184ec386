import { escapeHtml } from '../../lib/html.js';

// Builds the HTML and plain-text parts of the e-mails. Every piece of text
// that came from a user goes through escapeHtml; links only ever point at our
// own public URLs.

export interface EmailFile {
  name: string;
  /** A link the recipient can open without signing in (shared photos only). */
  url: string | null;
}

export interface EmailItem {
  /** Bold lead-in, e.g. the project name. */
  label?: string;
  /** Date shown beside the item, already formatted. */
  meta?: string;
  text: string;
  /** Lines under the text: the daily log's weather and crew (issue 19). */
  lines?: readonly string[];
  files: EmailFile[];
}

export interface EmailSection {
  heading?: string;
  items: EmailItem[];
}

export interface EmailDocument {
  title: string;
  /** Lines under the title (period, count). */
  intro: string[];
  customMessage?: string;
  /** A link the recipient opens without signing in (the client portal, issue 16). */
  action?: { lead: string; label: string; url: string };
  sections: EmailSection[];
  emptyText: string;
  footer: string;
}

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const BRAND = '#1c7ed6';
const MUTED = '#6b7280';

function fileHtml(file: EmailFile): string {
  if (!file.url) return escapeHtml(file.name);
  return `<a href="${escapeHtml(file.url)}" style="color:${BRAND}">${escapeHtml(file.name)}</a>`;
}

function itemHtml(item: EmailItem): string {
  const label = item.label ? `<strong>${escapeHtml(item.label)}</strong> ` : '';
  const meta = item.meta
    ? `<span style="color:${MUTED};font-size:13px">${escapeHtml(item.meta)}</span><br>`
    : '';
  const lines = (item.lines ?? [])
    .map((line) => `<div style="color:${MUTED};font-size:13px">${escapeHtml(line)}</div>`)
    .join('');
  const files = item.files.length
    ? `<div style="color:${MUTED};font-size:13px;margin-top:4px">Files: ${item.files.map(fileHtml).join(', ')}</div>`
    : '';
  return `<li style="margin:0 0 10px">${label}${meta}${multiline(item.text)}${lines}${files}</li>`;
}

function sectionHtml(section: EmailSection): string {
  const heading = section.heading
    ? `<h2 style="font-size:16px;margin:20px 0 8px;color:#111827">${escapeHtml(section.heading)}</h2>`
    : '';
  return `${heading}<ul style="padding-left:20px;margin:0">${section.items.map(itemHtml).join('')}</ul>`;
}

export function renderEmailHtml(doc: EmailDocument): string {
  const intro = doc.intro
    .map((line) => `<p style="margin:4px 0;color:${MUTED}">${escapeHtml(line)}</p>`)
    .join('');
  const message = doc.customMessage
    ? `<div style="margin:16px 0;padding:12px 16px;background:#f3f4f6;border-left:4px solid ${BRAND};border-radius:4px">${multiline(doc.customMessage)}</div>`
    : '';
  const action = doc.action
    ? `<p style="margin:16px 0 4px">${escapeHtml(doc.action.lead)}</p><p style="margin:0 0 16px"><a href="${escapeHtml(doc.action.url)}" style="display:inline-block;padding:10px 16px;background:${BRAND};color:#ffffff;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(doc.action.label)}</a></p>`
    : '';
  const body = doc.sections.length
    ? doc.sections.map(sectionHtml).join('')
    : doc.emptyText
      ? `<p style="color:${MUTED}">${escapeHtml(doc.emptyText)}</p>`
      : '';
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(doc.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    '<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;overflow:hidden">',
    `<div style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(doc.title)}</div>`,
    `<div style="padding:20px 24px">${intro}${message}${action}${body}</div>`,
    `<div style="padding:12px 24px;border-top:1px solid #e5e7eb;color:${MUTED};font-size:12px">${escapeHtml(doc.footer)}</div>`,
    '</div></body></html>',
  ].join('');
}

export function renderEmailText(doc: EmailDocument): string {
  const lines = [doc.title, '='.repeat(Math.min(doc.title.length, 60)), ...doc.intro, ''];
  if (doc.customMessage) lines.push(doc.customMessage, '');
  if (doc.action) lines.push(doc.action.lead, doc.action.url, '');
  if (doc.sections.length === 0 && doc.emptyText) lines.push(doc.emptyText, '');
  for (const section of doc.sections) {
    if (section.heading) lines.push(section.heading);
    for (const item of section.items) {
      const lead =
        item.label && item.meta ? `${item.label} (${item.meta})` : (item.label ?? item.meta);
      lines.push(`- ${lead ? `${lead}: ` : ''}${item.text.replace(/\s*\r?\n\s*/g, ' ')}`);
      for (const line of item.lines ?? []) lines.push(`  ${line}`);
      if (item.files.length) {
        const files = item.files.map((file) =>
          file.url ? `${file.name} <${file.url}>` : file.name,
        );
        lines.push(`  Files: ${files.join(', ')}`);
      }
    }
    lines.push('');
  }
  lines.push('--', doc.footer);
  return lines.join('\n');
}
