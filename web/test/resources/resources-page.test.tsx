import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResourcesPage } from '../../src/features/resources/components/resources-page';
import { applyLanguage } from '../../src/lib/i18n';
import { renderPublic } from '../support/render';

const WHITE_PAPER = 'Keeping Coverage Under Medicaid Work Requirements';
const GUIDE = 'Feature Guide: Using the Work Requirement Tracker';

function cardTitles() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('resources page', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('lists the white paper and the feature guide, with a count', () => {
    renderPublic(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(cardTitles()).toEqual([WHITE_PAPER, GUIDE]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 resources');
  });

  it('filters by type with toggle buttons, and counts in the singular for one', async () => {
    const user = userEvent.setup();
    const { events } = renderPublic(<ResourcesPage />, '/resources');
    const filter = screen.getByRole('group', { name: 'Filter by type' });
    const buttons = within(filter).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['All', 'White papers', 'Guides']);
    expect(within(filter).getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'White papers' }));
    expect(cardTitles()).toEqual([WHITE_PAPER]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 resource');
    expect(screen.getByRole('status')).not.toHaveTextContent('resources');
    expect(within(filter).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(within(filter).getByRole('button', { name: 'White papers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter).getByRole('button', { name: 'Guides' }));
    expect(cardTitles()).toEqual([GUIDE]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 resource');
    expect(within(filter).getByRole('button', { name: 'White papers' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(cardTitles()).toEqual([WHITE_PAPER, GUIDE]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 resources');
    expect(
      events.filter((event) => event.name === 'resource_filter').map((event) => event.properties),
    ).toEqual([{ type: 'whitepaper' }, { type: 'guide' }, { type: 'all' }]);
  });

  it('counts and labels in Spanish, with the singular', async () => {
    await applyLanguage('es');
    const user = userEvent.setup();
    renderPublic(<ResourcesPage />, '/resources');
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 2 recursos');
    await user.click(screen.getByRole('button', { name: 'Guías' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1 recurso');
    expect(screen.getByRole('status')).not.toHaveTextContent('recursos');
  });

  it('links each card to its PDF in the interface language', async () => {
    renderPublic(<ResourcesPage />, '/resources');
    const download = screen.getByRole('link', { name: `Download PDF: ${WHITE_PAPER}` });
    expect(download).toHaveAttribute('href', '/downloads/white-paper-en.pdf');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: `Download PDF: ${GUIDE}` })).toHaveAttribute(
      'href',
      '/downloads/feature-guide-en.pdf',
    );

    await applyLanguage('es');
    expect(
      await screen.findByRole('link', {
        name: 'Descargar PDF: Cómo conservar la cobertura con los requisitos de trabajo de Medicaid',
      }),
    ).toHaveAttribute('href', '/downloads/white-paper-es.pdf');
  });

  it('View replaces the list with the document; Back returns to the list with focus on that View button', async () => {
    const user = userEvent.setup();
    const { events } = renderPublic(<ResourcesPage />, '/resources');
    await user.click(screen.getByRole('button', { name: 'Guides' }));
    await user.click(screen.getByRole('button', { name: `View: ${GUIDE}` }));

    const article = screen.getByRole('article', { name: GUIDE });
    expect(screen.queryByRole('group', { name: 'Filter by type' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing \d+ resource/)).not.toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: GUIDE })).toHaveFocus();
    expect(document.title).toMatch(new RegExp(`^${GUIDE} \\| `));

    // The guide is a real article: sections, steps and lists, with the statuses and durations.
    const sections = await within(article).findAllByRole('heading', { level: 3 });
    expect(sections.map((heading) => heading.textContent)).toEqual([
      'Getting started',
      'Logging an activity',
      'Reading your status',
      'Requesting an exemption',
      'For state reviewers',
      'Getting help',
    ]);
    expect(within(article).getAllByRole('list').length).toBeGreaterThan(3);
    for (const status of ['Pending Review', 'Under Review', 'Waiting on You', 'Approved', 'Denied']) {
      expect(within(article).getAllByText(status, { selector: 'strong' }).length).toBeGreaterThan(0);
    }
    for (const duration of ['Temporary', 'Permanent', 'Renewable']) {
      expect(within(article).getAllByText(duration, { selector: 'strong' }).length).toBeGreaterThan(0);
    }
    expect(
      within(article).getAllByText('WORK 3 Stocked shelves', { selector: 'code' }).length,
    ).toBeGreaterThan(0);
    expect(within(article).getByRole('link', { name: `Download PDF: ${GUIDE}` })).toHaveAttribute(
      'href',
      '/downloads/feature-guide-en.pdf',
    );

    await user.click(within(article).getAllByRole('button', { name: 'Back to resources' })[0]!);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `View: ${GUIDE}` })).toHaveFocus();
    // The filter chosen before opening the document still applies.
    expect(cardTitles()).toEqual([GUIDE]);
    expect(events.filter((event) => event.name === 'resource_view').map((event) => event.properties)).toEqual(
      [{ id: 'feature-guide', language: 'en' }],
    );
  });

  it('returns focus to the View button of the document that was open, from the Back button at the end too', async () => {
    const user = userEvent.setup();
    renderPublic(<ResourcesPage />, '/resources');
    await user.click(screen.getByRole('button', { name: `View: ${WHITE_PAPER}` }));
    const article = screen.getByRole('article', { name: WHITE_PAPER });
    await within(article).findByRole('heading', { level: 3, name: 'The rule in brief' });
    const backButtons = within(article).getAllByRole('button', { name: 'Back to resources' });
    expect(backButtons).toHaveLength(2);
    await user.click(backButtons[1]!);
    expect(screen.getByRole('button', { name: `View: ${WHITE_PAPER}` })).toHaveFocus();
    expect(cardTitles()).toEqual([WHITE_PAPER, GUIDE]);
  });

  it('shows the white paper in Spanish when Spanish is chosen', async () => {
    await applyLanguage('es');
    const user = userEvent.setup();
    renderPublic(<ResourcesPage />, '/resources');
    const title = 'Cómo conservar la cobertura con los requisitos de trabajo de Medicaid';
    await user.click(screen.getByRole('button', { name: `Ver: ${title}` }));
    const article = screen.getByRole('article', { name: title });
    expect(
      await within(article).findByRole('heading', { level: 3, name: 'Quién está exento' }),
    ).toBeInTheDocument();
    expect(within(article).getByText(/19 a 64 años/)).toBeInTheDocument();
    await user.click(within(article).getAllByRole('button', { name: 'Volver a recursos' })[0]!);
    expect(screen.getByRole('button', { name: `Ver: ${title}` })).toHaveFocus();
  });
});
