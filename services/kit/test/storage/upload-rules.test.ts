import type { AttachmentExtension } from '@tracker/contracts/constants/attachments';
import { describe, expect, it } from 'vitest';
import { contentMatchesExtension } from '../../src/storage/file-content.js';
import { checkUpload } from '../../src/storage/upload-rules.js';
import {
  compoundFileSample,
  csvSample,
  docxSample,
  exeSample,
  gifSample,
  jpegSample,
  pdfSample,
  plainZipSample,
  pngSample,
  textSample,
  xlsxSample,
} from '../../src/testing/files.js';

const utf16Text = Buffer.from('\ufeffhours,date\n', 'utf16le');
const withNul = Buffer.from('hours\0date\n', 'latin1');
const notUtf8 = Buffer.from([0x68, 0x6f, 0x75, 0x72, 0x73, 0xff, 0xfe, 0x0a]);

describe('content against extension', () => {
  it.each<[string, AttachmentExtension, Buffer]>([
    ['PNG header', 'png', pngSample()],
    ['JPEG header', 'jpg', jpegSample()],
    ['JPEG header', 'jpeg', jpegSample()],
    ['GIF', 'gif', gifSample()],
    ['PDF header', 'pdf', pdfSample()],
    ['OOXML word document', 'docx', docxSample()],
    ['OOXML workbook', 'xlsx', xlsxSample()],
    ['compound file', 'doc', compoundFileSample()],
    ['compound file', 'xls', compoundFileSample()],
    ['UTF-8 text', 'txt', textSample()],
    ['UTF-8 CSV', 'csv', csvSample()],
  ])('accepts a %s as .%s', async (_what, extension, bytes) => {
    expect(await contentMatchesExtension(extension, bytes)).toBe(true);
  });

  it.each<[string, AttachmentExtension, Buffer]>([
    ['an executable', 'pdf', exeSample()],
    ['an executable', 'png', exeSample()],
    ['an executable', 'txt', exeSample()],
    ['an executable', 'doc', exeSample()],
    ['a PNG', 'jpg', pngSample()],
    ['a PDF', 'png', pdfSample()],
    ['a plain ZIP', 'docx', plainZipSample()],
    ['a workbook', 'docx', xlsxSample()],
    ['a word document', 'xlsx', docxSample()],
    ['a word document', 'doc', docxSample()],
    ['a compound file', 'docx', compoundFileSample()],
    ['text with a NUL byte', 'txt', withNul],
    ['UTF-16 text', 'csv', utf16Text],
    ['bytes that are not UTF-8', 'txt', notUtf8],
    ['a PNG', 'txt', pngSample()],
    ['text', 'pdf', textSample()],
  ])('refuses %s named .%s', async (_what, extension, bytes) => {
    expect(await contentMatchesExtension(extension, bytes)).toBe(false);
  });
});

describe('checkUpload', () => {
  const file = (originalName: string, bytes: Buffer, mimeType = 'application/octet-stream') => ({
    originalName,
    mimeType,
    bytes,
  });

  it('accepts a real file and serves it as the type its extension names, not the one sent', async () => {
    const result = await checkUpload(file('C:\\Users\\rosa\\Badge.PNG', pngSample(), 'text/html'));
    expect(result).toEqual({
      ok: true,
      file: { originalName: 'Badge.PNG', extension: 'png', contentType: 'image/png', bytes: pngSample() },
    });
  });

  it('refuses a renamed executable', async () => {
    expect(await checkUpload(file('timesheet.pdf', exeSample()))).toEqual({
      ok: false,
      message: "This file's content does not match its .pdf extension",
    });
  });

  it('refuses extensions outside the list', async () => {
    expect(await checkUpload(file('setup.exe', exeSample()))).toEqual({
      ok: false,
      message:
        'File type not allowed. Accepted types: jpg, jpeg, png, gif, pdf, doc, docx, txt, csv, xls, xlsx',
    });
    expect((await checkUpload(file('README', textSample()))).ok).toBe(false);
  });

  it('refuses an empty file and one over 5 MB', async () => {
    expect(await checkUpload(file('empty.txt', Buffer.alloc(0)))).toEqual({
      ok: false,
      message: 'The file is empty',
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x61);
    expect(await checkUpload(file('big.txt', big))).toEqual({
      ok: false,
      message: 'Please select a file smaller than 5MB',
    });
  });

  it('takes exactly 5 MB', async () => {
    const limit = Buffer.alloc(5 * 1024 * 1024, 0x61);
    expect((await checkUpload(file('limit.txt', limit))).ok).toBe(true);
  });

  it('refuses a name that is nothing but a folder', async () => {
    expect(await checkUpload(file('../', textSample()))).toEqual({
      ok: false,
      message: 'File name is required',
    });
  });
});
