import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// What every server-rendered PDF shares (decision 192): pdfkit with DejaVu Sans embedded
// (only the glyphs used), so any script the business types prints as typed and nothing
// is fetched at run time, and the document collected into one Buffer.

const require = createRequire(import.meta.url);

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: PdfFonts | undefined;

/** DejaVu Sans and DejaVu Sans Bold from the dejavu-fonts-ttf package, read once. */
export function loadPdfFonts(): PdfFonts {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface PdfOptions {
  title: string;
  subject?: string;
  author?: string;
  /** Letter unless said otherwise. */
  size?: 'LETTER' | 'A4';
  margin?: number;
}

/**
 * A new document with the fonts registered as `body` and `bold` (body selected), and
 * the promise of its bytes, which settles once `doc.end()` has been called.
 */
export function createPdfDocument(options: PdfOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const { regular, bold } = loadPdfFonts();
  const doc = new PDFDocument({
    size: options.size ?? 'LETTER',
    margin: options.margin ?? 54,
    bufferPages: true,
    info: {
      Title: options.title,
      ...(options.subject ? { Subject: options.subject } : {}),
      Author: options.author || 'Sitebook',
      Creator: 'Sitebook',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  doc.font('body');
  return { doc, done };
}
