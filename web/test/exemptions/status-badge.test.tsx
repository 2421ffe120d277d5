import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExemptionStatusBadge } from '../../src/features/exemptions/components/exemption-status-badge';
import { i18n } from '../../src/lib/i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ExemptionStatusBadge', () => {
  it.each([
    ['requested', 'Pending Review'],
    ['under_review', 'Under Review'],
    ['waiting_on_enrollee', 'Waiting on Enrollee'],
    ['approved', 'Approved'],
    ['denied', 'Denied'],
    ['expired', 'Expired'],
    ['withdrawn', 'Withdrawn'],
  ])('labels %s as %s, in its own colour', (status, label) => {
    render(<ExemptionStatusBadge status={status} />);
    const tag = screen.getByText(label);
    expect(tag).toHaveClass('usa-tag', `exemption-status--${status}`);
  });

  it('shows a status it does not know as Pending Review', () => {
    render(<ExemptionStatusBadge status="on_hold" />);
    expect(screen.getByText('Pending Review')).toHaveClass('exemption-status--requested');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<ExemptionStatusBadge status="waiting_on_enrollee" />);
    expect(screen.getByText('Esperando al solicitante')).toBeInTheDocument();
  });
});
