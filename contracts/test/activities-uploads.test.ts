import {
  attachmentContentQuery,
  uploadActivityAttachmentsResponse,
} from '@tracker/contracts/http/activities';
import { describe, expect, it } from 'vitest';
import { errors, valid } from './support/parse.js';

const attachment = {
  id: '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
  activityId: '0b7e5a1c-3f7d-4d55-9a8e-2f9b8c1d2e3f',
  fileName: '5c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f.png',
  originalName: 'badge.png',
  fileSize: 1200,
  fileType: 'image/png',
  uploadedAt: '2026-03-01T18:01:00.000Z',
  uploadedBy: '7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
};

describe('multi-file upload answer', () => {
  it('lists the stored files and the refused ones', () => {
    const answer = {
      attachments: [attachment],
      errors: [{ fileName: 'setup.pdf', message: "This file's content does not match its .pdf extension" }],
    };
    expect(valid(uploadActivityAttachmentsResponse, answer)).toEqual(answer);
  });

  it('is not a bare list', () => {
    expect(() => valid(uploadActivityAttachmentsResponse, [attachment])).toThrow();
  });

  it('needs a name and a reason for each refused file', () => {
    expect(
      errors(uploadActivityAttachmentsResponse, { attachments: [], errors: [{ fileName: 'a.exe' }] }),
    ).toEqual({ 'errors.0.message': expect.any(String) });
  });
});

describe('signed content link query', () => {
  it('reads the expiry from the query text', () => {
    expect(valid(attachmentContentQuery, { expires: '1767225600', signature: 'abc' })).toEqual({
      expires: 1767225600,
      signature: 'abc',
    });
  });

  it.each([
    [{ signature: 'abc' }, 'expires'],
    [{ expires: 'soon', signature: 'abc' }, 'expires'],
    [{ expires: '12.5', signature: 'abc' }, 'expires'],
    [{ expires: '1767225600', signature: '' }, 'signature'],
  ])('refuses %j', (query, field) => {
    expect(Object.keys(errors(attachmentContentQuery, query))).toEqual([field]);
  });
});
