import { crc32, deflateSync } from 'node:zlib';

// Small but real files of each accepted kind, built byte by byte so the tests need no fixtures.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1×1 grey PNG. */
export function pngSample(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JFIF JPEG. */
export function jpegSample(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]);
}

/** A 1×1 transparent GIF. */
export function gifSample(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

/** A one-page PDF with nothing on it. */
export function pdfSample(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

interface ZipEntry {
  name: string;
  content: string;
}

/** A ZIP archive with stored (uncompressed) entries. */
export function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function contentTypes(mainType: string, partName: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="${partName}" ContentType="${mainType}"/>` +
    '</Types>'
  );
}

/** The minimal OOXML structure of a Word document. */
export function docxSample(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        '/word/document.xml',
      ),
    },
    {
      name: 'word/document.xml',
      content:
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    },
  ]);
}

/** The minimal OOXML structure of an Excel workbook. */
export function xlsxSample(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: contentTypes(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        '/xl/workbook.xml',
      ),
    },
    {
      name: 'xl/workbook.xml',
      content: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
    },
  ]);
}

/** A plain ZIP archive that is no Office document. */
export function plainZipSample(): Buffer {
  return zipOf([{ name: 'notes.txt', content: 'hello' }]);
}

/** The header sector of an OLE compound file, as legacy .doc and .xls files start. */
export function compoundFileSample(): Buffer {
  const sector = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(sector);
  sector.writeUInt16LE(0x3e, 24); // minor version
  sector.writeUInt16LE(0x03, 26); // major version
  sector.writeUInt16LE(0xfffe, 28); // byte order
  sector.writeUInt16LE(9, 30); // sector shift
  return sector;
}

/** The start of a Windows executable: DOS stub and PE header. */
export function exeSample(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

export function textSample(): Buffer {
  return Buffer.from('Applied at the library.\nCalled back on Tuesday — café interview.\n', 'utf8');
}

export function csvSample(): Buffer {
  return Buffer.from('date,hours,description\n2026-03-01,2.5,Food bank\n', 'utf8');
}
