// Renders the OpenAPI document as a plain, readable HTML page: no scripts (the
// Content-Security-Policy allows none inline) and every value escaped.

import { escapeHtml as escapeText } from '../../lib/html.js';

const escapeHtml = (value: unknown) => escapeText(String(value ?? ''));

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
  security?: unknown[];
}

type Paths = Record<string, Record<string, Operation>>;

function schemaBlock(schema: unknown): string {
  if (!schema) return '';
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function operationHtml(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ' (required)' : ''}</li>`,
    )
    .join('');
  const body = Object.entries(op.requestBody?.content ?? {})
    .map(
      ([type, media]) =>
        `<h4>Body <code>${escapeHtml(type)}</code></h4>${schemaBlock(media.schema)}`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, response]) => {
      const schema = Object.values(response.content ?? {})[0]?.schema;
      return `<details><summary>${escapeHtml(status)} ${escapeHtml(response.description ?? '')}</summary>${schemaBlock(schema)}</details>`;
    })
    .join('');
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  return `<section id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code>${isPublic ? ' <span class="public">public</span>' : ''}</h3>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${body}${responses ? `<h4>Responses</h4>${responses}` : ''}
</section>`;
}

export function renderDocsPage(document: {
  info?: { title?: string; description?: string };
  paths?: Paths;
}) {
  const sections = Object.entries(document.paths ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => operationHtml(path, method, op)),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info?.title ?? 'API')}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;line-height:1.5;color:#212529}
h3{border-top:1px solid #dee2e6;padding-top:16px}
pre{background:#f8f9fa;padding:12px;overflow:auto;font-size:13px;border-radius:6px}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px;background:#495057}
.get{background:#1c7ed6}.post{background:#2f9e44}.patch{background:#f08c00}.delete{background:#e03131}.put{background:#7048e8}
.public{font-size:12px;color:#2f9e44;border:1px solid #2f9e44;border-radius:4px;padding:0 4px}
@media (prefers-color-scheme: dark){body{background:#1a1b1e;color:#c1c2c5}pre{background:#25262b}h3{border-color:#373a40}}
</style></head><body>
<h1>${escapeHtml(document.info?.title ?? 'API')}</h1>
<p>${escapeHtml(document.info?.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}
</body></html>`;
}
