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

/**
 * Draws the blocks on US Letter pages with pdfkit and collects the text it wrote. The document is
 * tagged: every block is a structure element (the title H1, headings H2, fields and paragraphs P,
 * lists L, tables Table with column headers TH) under one Document element, in reading order, so a
 * screen reader reads it as the page reads and can move by heading or table cell.
 */
export function renderPdf(blocks: readonly ReportBlock[], options: RenderOptions): Promise<RenderedPdf> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    // Tagged PDF (marked content, structure tree, document language) is PDF 1.4 and later; PDF/UA builds on 1.7.
    pdfVersion: '1.7',
    tagged: true,
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

  const root = doc.struct('Document');
  doc.addStructure(root);
  /** Draws into a new structure element of `type`: adding it to the attached root runs `draw` at once. */
  const tagged = (type: string, draw: () => void) => root.add(doc.struct(type, {}, draw));

  const write = (type: string, text: string, font: string, size: number, gapAfter: number) => {
    const plain = toWinAnsi(text);
    lines.push(plain);
    tagged(type, () => {
      doc.font(font).fontSize(size).text(plain, doc.page.margins.left);
    });
    doc.moveDown(gapAfter);
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        write('H1', block.text, BOLD, 18, 0.5);
        break;
      case 'heading':
        doc.moveDown(0.5);
        write('H2', block.text, BOLD, 13, 0.3);
        break;
      case 'field': {
        const label = toWinAnsi(`${block.label}: `);
        const value = toWinAnsi(block.value);
        lines.push(`${label}${value}`);
        tagged('P', () => {
          doc.font(BOLD).fontSize(10).text(label, doc.page.margins.left, undefined, { continued: true });
          doc.font(FONT).text(value);
        });
        break;
      }
      case 'paragraph':
        write('P', block.text, FONT, 10, 0.3);
        break;
      case 'list': {
        const items = block.items.map(toWinAnsi);
        lines.push(...items);
        const list = doc.struct('L');
        root.add(list);
        doc.font(FONT).fontSize(10).list(items, doc.page.margins.left, undefined, { structParent: list });
        list.end();
        doc.moveDown(0.3);
        break;
      }
      case 'table': {
        const header = block.header.map(toWinAnsi);
        const rows = block.rows.map((row) => row.map(toWinAnsi));
        lines.push(header.join(' | '), ...rows.map((row) => row.join(' | ')));
        doc.font(FONT).fontSize(9);
        // pdfkit tags a table given a structParent; its type declarations do not list the option yet.
        const table: PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement } = {
          structParent: root,
          position: { x: doc.page.margins.left },
          columnStyles: block.widths,
          defaultStyle: { padding: [3, 4], border: 0.5, borderColor: '#999999' },
          data: [
            header.map((text) => ({
              text,
              type: 'TH' as const,
              // Each data cell names its column header, so a screen reader says which column it is in.
              scope: 'Column' as const,
              font: { src: BOLD },
              backgroundColor: '#eeeeee',
            })),
            ...rows,
          ],
        };
        doc.table(table);
        doc.font(FONT).moveDown(0.5);
        break;
      }
    }
  }
  root.end();
  doc.end();
  return done.then((pdf) => ({ pdf, lines }));
}
