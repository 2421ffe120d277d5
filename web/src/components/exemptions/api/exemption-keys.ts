/** The notes of one exemption request; the default read fetches `/api/exemption-notes/{id}`. */
export function exemptionNotesKey(exemptionId: string) {
  return ['/api/exemption-notes', exemptionId] as const;
}

/** The files of one exemption request; the default read fetches `/api/exemptions/{id}/attachments`. */
export function exemptionAttachmentsKey(exemptionId: string) {
  return ['/api/exemptions', exemptionId, 'attachments'] as const;
}
