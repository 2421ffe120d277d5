import { describe, expect, it } from 'vitest';
import { contentTypeHeader, dispositionOf } from '../../src/storage/file-delivery.js';
import { contentDisposition, sanitizeFileName } from '../../src/storage/file-name.js';

describe('sanitizeFileName', () => {
  it.each([
    ['timesheet.pdf', 'timesheet.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\rosa\\My Documents\\pay stub.pdf', 'pay stub.pdf'],
    ['/var/tmp/report.csv', 'report.csv'],
    ['line\r\nbreak\t.txt', 'linebreak.txt'],
    ['nul\u0000byte.txt', 'nulbyte.txt'],
    ['bell\u0007\u007f\u009b.txt', 'bell.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['zero\u200bwidth.pdf', 'zerowidth.pdf'],
    ['  lots   of    space .pdf  ', 'lots of space .pdf'],
    ['café résumé.docx', 'café résumé.docx'],
    ['cafe\u0301.txt', 'café.txt'],
    ['..', ''],
    ['dir/', ''],
    ['', ''],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('shortens a long name to 255 characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('a.pdf')).toBe(true);
  });

  it('counts characters, not UTF-16 units, when shortening', () => {
    const name = sanitizeFileName(`${'😀'.repeat(300)}.txt`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀.txt')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('attachment', 'résumé (final).docx')).toBe(
      `attachment; filename="r_sum_ (final).docx"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29.docx`,
    );
  });

  it('cannot be broken out of with quotes, backslashes or percent signs', () => {
    expect(contentDisposition('inline', 'a"b\\c%41.pdf')).toBe(
      `inline; filename="a_b_c_41.pdf"; filename*=UTF-8''a%22b%5Cc%2541.pdf`,
    );
  });
});

describe('delivery', () => {
  it.each([
    ['image/png', 'inline'],
    ['image/jpeg', 'inline'],
    ['image/gif', 'inline'],
    ['application/pdf', 'inline'],
    ['text/plain', 'attachment'],
    ['text/csv', 'attachment'],
    ['application/msword', 'attachment'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
  ])('%s is shown %s', (type, disposition) => {
    expect(dispositionOf(type)).toBe(disposition);
  });

  it('names the charset of text files', () => {
    expect(contentTypeHeader('text/csv')).toBe('text/csv; charset=utf-8');
    expect(contentTypeHeader('image/png')).toBe('image/png');
  });
});
