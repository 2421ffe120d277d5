import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExemptionAttachments } from '../../src/features/exemptions/components/exemption-attachments';
import { ExemptionNotes } from '../../src/features/exemptions/components/exemption-notes';
import { ExemptionStatusBadge } from '../../src/features/exemptions/components/exemption-status-badge';
import { i18n } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { mockApi } from '../activities/support';
import { renderWithApp } from '../support/render';
import { ADMIN_ID, EXEMPTION_ID, makeExemptionAttachment, makeNote } from './support';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe.each(['en', 'es'] as const)('the shared exemption pieces in %s', (language) => {
  it("have no accessibility violation in a reviewer's view", async () => {
    await i18n.changeLanguage(language);
    mockApi({
      [`GET /api/exemption-notes/${EXEMPTION_ID}`]: {
        body: [makeNote({ isInternal: true, authorUserId: ADMIN_ID, createdByUserId: ADMIN_ID }), makeNote()],
      },
      [`GET /api/exemptions/${EXEMPTION_ID}/attachments`]: {
        body: [makeExemptionAttachment({ uploadedByUserId: ADMIN_ID, uploadedBy: 'reviewer1' })],
      },
    });
    renderWithApp(
      <main>
        <h1>Request</h1>
        <ExemptionStatusBadge status="under_review" />
        <ExemptionNotes
          exemptionId={EXEMPTION_ID}
          viewer="admin"
          locked={false}
          currentUserId={ADMIN_ID}
          headingLevel={2}
        />
        <ExemptionAttachments
          exemptionId={EXEMPTION_ID}
          viewer="admin"
          locked={false}
          currentUserId={ADMIN_ID}
          headingLevel={2}
        />
      </main>,
    );
    await screen.findAllByText('doctor-letter.pdf');
    await screen.findAllByRole('list');
    expect(await violations()).toEqual([]);
  });
});
