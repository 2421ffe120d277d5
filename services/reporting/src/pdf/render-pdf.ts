import PDFDocument from 'pdfkit';
import type { ReportBlock } from './report-blocks.js';
import { toWinAnsi } from './win-ansi.js';

export interface RenderedPdf {
  pdf: Buffer;
  /** Every text written, in order: a field as `label: value`, a table row as its cells joined by ` | `. */
  lines: string[];
}

export interface RenderOptions {
  title: string;
  /** BCP 47 language of the document, for screen readers. */
  language: string;
}

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** Draws the blocks on US Letter pages with pdfkit and collects the text it wrote. */
export function renderPdf(blocks: readonly ReportBlock[], options: RenderOptions): Promise<RenderedPdf> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    lang: options.language,
    displayTitle: true,
    info: { Title: toWinAnsi(options.title) },
  });
  const chunks: Buffer[] = [];
  const lines: string[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, font: string, size: number, gapAfter: number) => {
    const plain = toWinAnsi(text);
    lines.push(plain);
    doc.font(font).fontSize(size).text(plain, doc.page.margins.left);
    doc.moveDown(gapAfter);
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        write(block.text, BOLD, 18, 0.5);
        break;
      case 'heading':
        doc.moveDown(0.5);
        write(block.text, BOLD, 13, 0.3);
        break;
      case 'field': {
        const label = toWinAnsi(`${block.label}: `);
        const value = toWinAnsi(block.value);
        lines.push(`${label}${value}`);
        doc.font(BOLD).fontSize(10).text(label, doc.page.margins.left, undefined, { continued: true });
        doc.font(FONT).text(value);
        break;
      }
      case 'paragraph':
        write(block.text, FONT, 10, 0.3);
        break;
      case 'list': {
        const items = block.items.map(toWinAnsi);
        lines.push(...items);
        doc.font(FONT).fontSize(10).list(items, doc.page.margins.left);
        doc.moveDown(0.3);
        break;
      }
      case 'table': {
        const header = block.header.map(toWinAnsi);
        const rows = block.rows.map((row) => row.map(toWinAnsi));
        lines.push(header.join(' | '), ...rows.map((row) => row.join(' | ')));
        doc.font(FONT).fontSize(9);
        doc.table({
          position: { x: doc.page.margins.left },
          columnStyles: block.widths,
          defaultStyle: { padding: [3, 4], border: 0.5, borderColor: '#999999' },
          data: [
            header.map((text) => ({
              text,
              type: 'TH' as const,
              font: { src: BOLD },
              backgroundColor: '#eeeeee',
            })),
            ...rows,
          ],
        });
        doc.font(FONT).moveDown(0.5);
        break;
      }
    }
  }
  doc.end();
  return done.then((pdf) => ({ pdf, lines }));
}
