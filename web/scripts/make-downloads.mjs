// Writes the PDFs that /resources offers for download, one per document and language, from the same
// article text the page shows inline (src/features/resources/content/<language>/<document>.json).
// Run from anywhere: `node web/scripts/make-downloads.mjs`. The output is committed; rerun it after
// changing an article. Output is byte-for-byte stable, so an unchanged article gives an unchanged file.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(web, 'src/features/resources/content');
const outDir = join(web, 'public/downloads');
const LANGUAGES = ['en', 'es'];
// A fixed date keeps the files reproducible; it is the date the articles were last revised.
const REVISED = new Date('2026-11-20T00:00:00Z');

const COLOR = { ink: '#1b1b1b', heading: '#1a4480', muted: '#565c65', rule: '#dfe1e2' };
const FONT = { body: 'Helvetica', bold: 'Helvetica-Bold', code: 'Courier' };
const MARGIN = 72;

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Splits `**bold**` and `` `code` `` spans, the inline markup the web page renders too. */
function spans(text) {
  return text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) => {
      if (part.length > 4 && part.startsWith('**') && part.endsWith('**'))
        return { font: FONT.bold, text: part.slice(2, -2) };
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`'))
        return { font: FONT.code, text: part.slice(1, -1) };
      return { font: FONT.body, text: part };
    });
}

/** Writes a run of spans as one flowing paragraph, starting at (x, current y) with the given width. */
function writeSpans(doc, text, { x, width, size = 11 }) {
  const parts = spans(text);
  parts.forEach((part, index) => {
    const options = { width, continued: index < parts.length - 1, lineGap: 3 };
    doc.font(part.font).fontSize(size).fillColor(COLOR.ink);
    if (index === 0) doc.text(part.text, x, doc.y, options);
    else doc.text(part.text, options);
  });
}

function makePdf({ appName, title, article, language, pageLabel }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: language,
    displayTitle: true,
    info: {
      Title: title,
      Author: appName,
      Creator: appName,
      Producer: appName,
      CreationDate: REVISED,
      ModDate: REVISED,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const root = doc.struct('Document');
  doc.addStructure(root);

  root.add(
    doc.struct('P', () => {
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(COLOR.muted)
        .text(appName.toUpperCase(), left, doc.y, { width, characterSpacing: 0.5 });
    }),
  );
  doc.moveDown(0.5);
  root.add(
    doc.struct('H1', () => {
      doc
        .font(FONT.bold)
        .fontSize(22)
        .fillColor(COLOR.heading)
        .text(title, left, doc.y, { width, lineGap: 2 });
    }),
  );
  doc.moveDown(0.4);
  root.add(
    doc.struct('P', () => {
      doc
        .font(FONT.body)
        .fontSize(13)
        .fillColor(COLOR.muted)
        .text(article.subtitle, left, doc.y, { width, lineGap: 3 });
    }),
  );
  doc.moveDown(0.6);
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.endMarkedContent();

  for (const section of article.sections) {
    const sect = doc.struct('Sect');
    root.add(sect);
    // Keep a heading with the start of its text: move to a new page when little room is left.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.moveDown(1);
    sect.add(
      doc.struct('H2', () => {
        doc
          .font(FONT.bold)
          .fontSize(15)
          .fillColor(COLOR.heading)
          .text(section.heading, left, doc.y, { width });
      }),
    );
    doc.moveDown(0.4);
    for (const block of section.blocks) {
      if (block.type === 'paragraph') {
        sect.add(doc.struct('P', () => writeSpans(doc, block.text, { x: left, width })));
        doc.moveDown(0.6);
      } else if (block.type === 'subheading') {
        if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
        doc.moveDown(0.3);
        sect.add(
          doc.struct('H3', () => {
            doc.font(FONT.bold).fontSize(12.5).fillColor(COLOR.ink).text(block.text, left, doc.y, { width });
          }),
        );
        doc.moveDown(0.4);
      } else {
        const list = doc.struct('L');
        sect.add(list);
        block.items.forEach((item, index) => {
          const marker = block.type === 'steps' ? `${index + 1}.` : '•';
          // A new item near the bottom starts on the next page, so its marker stays with its text.
          if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
          const top = doc.y;
          const li = doc.struct('LI');
          list.add(li);
          li.add(
            doc.struct('Lbl', () => {
              doc
                .font(FONT.body)
                .fontSize(11)
                .fillColor(COLOR.ink)
                .text(marker, left + 4, top, { width: 18 });
            }),
          );
          doc.y = top;
          li.add(doc.struct('LBody', () => writeSpans(doc, item, { x: left + 22, width: width - 22 })));
          li.end();
          doc.moveDown(0.35);
        });
        list.end();
        doc.moveDown(0.3);
      }
    }
    sect.end();
  }
  root.end();

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(FONT.body)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(title, left, doc.page.height - 48, {
        width: width - 100,
        height: 12,
        lineBreak: false,
        ellipsis: true,
      })
      .text(
        pageLabel.replace('{{page}}', String(index + 1)).replace('{{pages}}', String(count)),
        left + width - 90,
        doc.page.height - 48,
        {
          width: 90,
          align: 'right',
          lineBreak: false,
        },
      );
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

mkdirSync(outDir, { recursive: true });
for (const language of LANGUAGES) {
  const common = readJson(join(web, `src/locales/${language}/common.json`));
  const resources = readJson(join(web, `src/locales/${language}/resources.json`));
  for (const file of readdirSync(join(contentDir, language))
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const id = basename(file, '.json');
    const title = resources.entries[id]?.title;
    if (!title) throw new Error(`${language}/resources.json has no entries.${id}.title`);
    const pdf = await makePdf({
      appName: common.appName,
      title,
      article: readJson(join(contentDir, language, file)),
      language,
      pageLabel: resources.pdf.page,
    });
    const target = join(outDir, `${id}-${language}.pdf`);
    writeFileSync(target, pdf);
    console.log(`${target.slice(web.length + 1)}  ${(pdf.length / 1024).toFixed(1)} KB`);
  }
}
