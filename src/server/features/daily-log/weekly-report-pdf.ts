import { formatCrew, formatHours, formatWeather } from '../../../core/daily-log.js';
import { formatIsoDate } from '../../../core/locale.js';
import { createPdfDocument } from '../../lib/pdf/pdf-document.js';
import type { ReportDay, WeeklyReportModel } from './weekly-report.js';
import { DELAY_TYPES } from '../../../core/daily-log.js';

// Draws the weekly report model (weekly-report.ts) as a Letter-size PDF with pdfkit
// and DejaVu Sans (lib/pdf). Totals are written as plain lines ("Total crew-hours: 68")
// so a text extract (pdftotext) reads them as they print.

type Rgb = [number, number, number];
const INK: Rgb = [33, 37, 41];
const MUTED: Rgb = [110, 117, 125];
const ACCENT: Rgb = [28, 126, 214];
const RULE: Rgb = [222, 226, 230];

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - 72;
const CELL = 5;
const THUMB = { width: 156, height: 117, gap: 18 };

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export function renderWeeklyReportPdf(model: WeeklyReportModel): Promise<Buffer> {
  const date = (iso: string) => formatIsoDate(iso, model.dateFormat);
  const range = `${date(model.week.start)} to ${date(model.week.end)}`;
  const { doc, done } = createPdfDocument({
    title: `Weekly report: ${model.project.name}, week of ${date(model.week.start)}`,
    subject: `Site log of ${model.project.name}, ${range}`,
    author: model.business,
  });

  const ensure = (height: number) => {
    if (doc.y + height > BOTTOM) doc.addPage();
  };
  const write = (
    text: string,
    options: { font?: 'body' | 'bold'; size?: number; color?: Rgb; indent?: number } = {},
  ) => {
    const { font = 'body', size = 10, color = INK, indent = 0 } = options;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, MARGIN + indent, doc.y, { width: WIDTH - indent });
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    ensure(48);
    write(text, { font: 'bold', size: 13, color: ACCENT });
    doc.moveDown(0.3);
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  };

  /** A table that starts a new page (and repeats its header) when a row would not fit. */
  const table = (columns: Column[], rows: string[][], options: { lastIsTotal?: boolean } = {}) => {
    const heightOf = (cells: string[], font: 'body' | 'bold') =>
      Math.max(
        ...cells.map((cell, i) =>
          doc
            .font(font)
            .fontSize(9)
            .heightOfString(cell, { width: columns[i]!.width - 2 * CELL }),
        ),
      ) +
      2 * CELL;
    const drawRow = (cells: string[], font: 'body' | 'bold', color: Rgb = INK) => {
      const top = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const column = columns[i]!;
        doc
          .font(font)
          .fontSize(9)
          .fillColor(color)
          .text(cell, x + CELL, top + CELL, {
            width: column.width - 2 * CELL,
            align: column.align ?? 'left',
          });
        x += column.width;
      });
      doc.x = MARGIN;
      doc.y = top + heightOf(cells, font);
      rule();
    };
    const header = () =>
      drawRow(
        columns.map((c) => c.title),
        'bold',
        MUTED,
      );
    ensure(heightOf(rows[0] ?? [], 'body') + 40);
    header();
    rows.forEach((cells, i) => {
      const total = options.lastIsTotal && i === rows.length - 1;
      if (doc.y + heightOf(cells, 'body') > BOTTOM) {
        doc.addPage();
        header();
      }
      drawRow(cells, total ? 'bold' : 'body');
    });
    doc.moveDown(0.4);
  };

  // ---- Title ----
  doc.rect(0, 0, PAGE.width, 8).fill(ACCENT);
  doc.y = MARGIN;
  if (model.business) write(model.business, { color: MUTED });
  write('Weekly site report', { font: 'bold', size: 20 });
  doc.moveDown(0.2);
  write(model.project.name, { font: 'bold', size: 14 });
  write(`Client: ${model.project.client}`);
  if (model.project.address) write(`Address: ${model.project.address}`);
  write(`Week: ${range}`);
  doc.moveDown(0.6);

  // ---- Totals ----
  const inspectionResults = ['pass', 'fail', 'partial']
    .map((result) => {
      const count = model.inspections.filter((i) => i.result === result).length;
      return count ? `${count} ${result}` : '';
    })
    .filter(Boolean)
    .join(', ');
  write(`Logs this week: ${model.logCount}`);
  write(`Total crew-hours: ${formatHours(model.totalCrewHours)}`, { font: 'bold' });
  write(`Total delay hours: ${formatHours(model.totalDelayHours)}`, { font: 'bold' });
  write(
    `Inspections: ${model.inspections.length}${inspectionResults ? ` (${inspectionResults})` : ''}`,
  );
  write(`Photos: ${model.photos.length + model.morePhotos}`);

  // ---- Day by day ----
  heading('Day by day');
  for (const day of model.days) drawDay(day);

  function drawDay(day: ReportDay) {
    ensure(40);
    write(`${weekday(day.date)}, ${date(day.date)}`, { font: 'bold', size: 11 });
    if (day.notes.length === 0) {
      write('No log for this day.', { color: MUTED, indent: 12 });
      doc.moveDown(0.4);
      return;
    }
    const line = (text: string) => text && write(text, { indent: 12 });
    const weather = formatWeather(day.weather, model.units);
    line(weather ? `Weather: ${weather}` : '');
    line(formatCrew(day.crew));
    for (const note of day.notes) line(`Note: ${note}`);
    for (const delay of day.delays) {
      line(
        `Delay (${delay.type}): ${formatHours(delay.hours)} h${delay.cause ? `, ${delay.cause}` : ''}`,
      );
    }
    for (const visitor of day.visitors) {
      const who = [visitor.name, visitor.organisation].filter(Boolean).join(', ');
      if (visitor.inspection) {
        const by = visitor.inspector ? `, inspector ${visitor.inspector}` : '';
        const result = visitor.result ? `: ${visitor.result.toUpperCase()}` : '';
        line(`Inspection: ${who}${by}${result}`);
      } else {
        line(`Visitor: ${who}${visitor.purpose ? `, ${visitor.purpose}` : ''}`);
      }
    }
    for (const delivery of day.deliveries) {
      const quantity = delivery.quantity ? ` (${delivery.quantity})` : '';
      const received = delivery.receivedBy ? `, received by ${delivery.receivedBy}` : '';
      line(`Delivery: ${delivery.supplier}: ${delivery.items}${quantity}${received}`);
    }
    for (const safety of day.safety) {
      const flags = [
        safety.incident && 'incident',
        safety.nearMiss && 'near miss',
        safety.toolboxTalk && 'toolbox talk',
      ].filter(Boolean);
      const note = safety.note ? ` ${safety.note}` : '';
      line(`Safety: ${flags.length ? flags.join(', ') : 'note'}.${note}`);
    }
    doc.moveDown(0.4);
  }

  // ---- Crew-hours ----
  heading('Crew-hours by company and trade');
  if (model.crewByCompany.length === 0) {
    write('No crew recorded this week.', { color: MUTED });
  } else {
    table(
      [
        { title: 'Company', width: 200 },
        { title: 'Trade', width: 140 },
        { title: 'Worker-days', width: 82, align: 'right' },
        { title: 'Crew-hours', width: WIDTH - 422, align: 'right' },
      ],
      [
        ...model.crewByCompany.map((row) => [
          row.company,
          row.trade ?? '',
          String(row.workerDays),
          formatHours(row.hours),
        ]),
        [
          'Total',
          '',
          String(model.crewByCompany.reduce((sum, row) => sum + row.workerDays, 0)),
          formatHours(model.totalCrewHours),
        ],
      ],
      { lastIsTotal: true },
    );
  }

  // ---- Delays ----
  heading('Delays');
  if (model.delays.length === 0) {
    write('No delays recorded this week.', { color: MUTED });
  } else {
    table(
      [
        { title: 'Date', width: 100 },
        { title: 'Type', width: 100 },
        { title: 'Hours', width: 60, align: 'right' },
        { title: 'Cause', width: WIDTH - 260 },
      ],
      model.delays.map((delay) => [
        date(delay.date),
        capital(delay.type),
        formatHours(delay.hours),
        delay.cause ?? '',
      ]),
    );
    write(`Total delay hours: ${formatHours(model.totalDelayHours)}`, { font: 'bold' });
    const byType = DELAY_TYPES.filter((type) => model.delayHoursByType[type] > 0)
      .map((type) => `${type} ${formatHours(model.delayHoursByType[type])} h`)
      .join(', ');
    write(`By type: ${byType}`, { color: MUTED });
  }

  // ---- Inspections ----
  heading('Inspections');
  if (model.inspections.length === 0) {
    write('No inspections this week.', { color: MUTED });
  } else {
    table(
      [
        { title: 'Date', width: 100 },
        { title: 'Inspection', width: 190 },
        { title: 'Inspector', width: 140 },
        { title: 'Result', width: WIDTH - 430 },
      ],
      model.inspections.map((inspection) => [
        date(inspection.date),
        [inspection.name, inspection.organisation].filter(Boolean).join(', '),
        inspection.inspector ?? '',
        inspection.result ? inspection.result.toUpperCase() : 'Not recorded',
      ]),
    );
  }

  // ---- Photos ----
  heading('Photos');
  if (model.photos.length === 0) {
    write('No photos this week.', { color: MUTED });
  } else {
    const perRow = Math.floor((WIDTH + THUMB.gap) / (THUMB.width + THUMB.gap));
    let column = 0;
    let rowTop = doc.y;
    const captionHeight = 24;
    for (const photo of model.photos) {
      if (column === 0) {
        if (doc.y + THUMB.height + captionHeight > BOTTOM) doc.addPage();
        rowTop = doc.y;
      }
      const x = MARGIN + column * (THUMB.width + THUMB.gap);
      let drawn = false;
      if (photo.data) {
        try {
          doc.image(photo.data, x, rowTop, {
            fit: [THUMB.width, THUMB.height],
            align: 'center',
            valign: 'center',
          });
          drawn = true;
        } catch {
          drawn = false;
        }
      }
      if (!drawn) {
        doc.rect(x, rowTop, THUMB.width, THUMB.height).lineWidth(0.75).strokeColor(RULE).stroke();
        doc
          .font('body')
          .fontSize(8)
          .fillColor(MUTED)
          .text('No preview', x, rowTop + THUMB.height / 2 - 4, {
            width: THUMB.width,
            align: 'center',
          });
      }
      doc
        .font('body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`${date(photo.date)}: ${photo.name}`, x, rowTop + THUMB.height + 3, {
          width: THUMB.width,
          height: captionHeight - 3,
          ellipsis: true,
        });
      column = (column + 1) % perRow;
      doc.x = MARGIN;
      doc.y = column === 0 ? rowTop + THUMB.height + captionHeight + 6 : rowTop;
    }
    if (column !== 0) doc.y = rowTop + THUMB.height + captionHeight + 6;
    if (model.morePhotos > 0) {
      write(`...and ${model.morePhotos} more photos (see the app).`, { color: MUTED });
    }
  }

  // ---- Footer on every page ----
  const pages = doc.bufferedPageRange();
  for (let i = pages.start; i < pages.start + pages.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${model.project.name}, week of ${date(model.week.start)}. Page ${i + 1} of ${pages.count}`,
        MARGIN,
        PAGE.height - 48,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
