import {
  acceptedUploadedFile,
  fileExtension,
  idParams,
  textAsBoolean,
  uploadedFile,
} from '@tracker/contracts/http/fields';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const MB = 1024 * 1024;

describe('uploaded files', () => {
  it('accepts exactly 5 MB and refuses one byte more', () => {
    valid(uploadedFile, { originalName: 'a.pdf', size: 5 * MB, mimeType: 'application/pdf' });
    expect(
      errors(uploadedFile, { originalName: 'a.pdf', size: 5 * MB + 1, mimeType: 'application/pdf' }),
    ).toEqual({
      size: 'Please select a file smaller than 5MB',
    });
  });

  it('refuses an empty file', () => {
    expect(errors(uploadedFile, { originalName: 'a.pdf', size: 0, mimeType: 'application/pdf' })).toEqual({
      size: 'The file is empty',
    });
  });

  it('accepts the listed extensions in any case and refuses others', () => {
    valid(acceptedUploadedFile, { originalName: 'Scan.PDF', size: 10, mimeType: 'application/pdf' });
    valid(acceptedUploadedFile, { originalName: 'pay.stub.xlsx', size: 10, mimeType: 'x' });
    for (const name of ['run.exe', 'noextension', 'trailingdot.', '.pdf']) {
      expect(
        errors(acceptedUploadedFile, { originalName: name, size: 10, mimeType: 'x' }).originalName,
      ).toMatch(/^File type not allowed/);
    }
  });

  it('reads the extension after the last dot', () => {
    expect(fileExtension('a.tar.GZ')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('x')).toBe('');
  });
});

describe('form values', () => {
  it('reads form booleans and leaves unknown text to fail', () => {
    expect(['true', 'on', '1', 'yes', 'false', 'off', '0', 'no', '', 'maybe'].map(textAsBoolean)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      undefined,
      'maybe',
    ]);
  });

  it('requires record ids to be uuids', () => {
    valid(idParams, { id: '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f' });
    expect(Object.keys(errors(idParams, { id: '42' }))).toEqual(['id']);
  });
});
