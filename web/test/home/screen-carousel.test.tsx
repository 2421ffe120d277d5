import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenCarousel } from '../../src/features/home/components/screen-carousel';
import '../../src/features/home/i18n';
import { applyLanguage } from '../../src/lib/i18n';
import { renderPublic } from '../support/render';

const TABS = ['Dashboard', 'Activity reporting', 'Exemption management', 'State reviewer'];

function visiblePanel() {
  const panels = screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => !panel.hidden);
  expect(panels).toHaveLength(1);
  return panels[0]!;
}

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

function currentDot() {
  const dots = within(screen.getByRole('group', { name: 'Go to a screen' })).getAllByRole('button');
  return dots.filter((dot) => dot.getAttribute('aria-current') === 'true');
}

describe('screen carousel', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('starts on the dashboard, with one tab selected, one panel shown and one current dot', () => {
    renderPublic(<ScreenCarousel />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS);
    expect(selectedTab()).toHaveTextContent('Dashboard');
    expect(visiblePanel()).toHaveAccessibleName('Dashboard');
    expect(within(visiblePanel()).getByRole('img')).toHaveAttribute('src', '/images/home-dashboard-en.svg');
    expect(currentDot()).toHaveLength(1);
    expect(currentDot()[0]).toHaveAccessibleName('Screen 1 of 4: Dashboard');
  });

  it('moves forward with Next and wraps from the last screen to the first', async () => {
    const user = userEvent.setup();
    renderPublic(<ScreenCarousel />);
    const next = screen.getByRole('button', { name: 'Next screen' });
    await user.click(next);
    expect(visiblePanel()).toHaveAccessibleName('Activity reporting');
    await user.click(next);
    await user.click(next);
    expect(visiblePanel()).toHaveAccessibleName('State reviewer');
    expect(currentDot()[0]).toHaveAccessibleName('Screen 4 of 4: State reviewer');
    await user.click(next);
    expect(visiblePanel()).toHaveAccessibleName('Dashboard');
    expect(selectedTab()).toHaveTextContent('Dashboard');
  });

  it('moves back with Previous and wraps from the first screen to the last', async () => {
    const user = userEvent.setup();
    renderPublic(<ScreenCarousel />);
    await user.click(screen.getByRole('button', { name: 'Previous screen' }));
    expect(visiblePanel()).toHaveAccessibleName('State reviewer');
    expect(selectedTab()).toHaveTextContent('State reviewer');
    expect(currentDot()[0]).toHaveAccessibleName('Screen 4 of 4: State reviewer');
    await user.click(screen.getByRole('button', { name: 'Previous screen' }));
    expect(visiblePanel()).toHaveAccessibleName('Exemption management');
  });

  it('announces where Next and the dots lead', async () => {
    const user = userEvent.setup();
    renderPublic(<ScreenCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next screen' }));
    expect(
      screen.getByText('Screen 2 of 4: Activity reporting', { selector: '[aria-live]' }),
    ).toBeInTheDocument();
  });

  it('shows the screen of the dot that is chosen, and marks only that dot current', async () => {
    const user = userEvent.setup();
    renderPublic(<ScreenCarousel />);
    await user.click(screen.getByRole('button', { name: 'Screen 3 of 4: Exemption management' }));
    expect(visiblePanel()).toHaveAccessibleName('Exemption management');
    expect(selectedTab()).toHaveTextContent('Exemption management');
    expect(currentDot()).toHaveLength(1);
    expect(currentDot()[0]).toHaveAccessibleName('Screen 3 of 4: Exemption management');
  });

  it('shows the screen of the tab that is clicked, with its own picture and caption', async () => {
    const user = userEvent.setup();
    renderPublic(<ScreenCarousel />);
    await user.click(screen.getByRole('tab', { name: 'State reviewer' }));
    const panel = visiblePanel();
    expect(panel).toHaveAccessibleName('State reviewer');
    expect(panel).toHaveAttribute(
      'id',
      screen.getByRole('tab', { name: 'State reviewer' }).getAttribute('aria-controls'),
    );
    expect(within(panel).getByRole('img')).toHaveAttribute('src', '/images/home-reviewer-en.svg');
    expect(within(panel).getByRole('img').getAttribute('alt')).toMatch(/State Exemption Portal/);
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Review requests in one place',
    );
  });

  it('follows the tabs pattern: arrow keys move and wrap, Home and End jump, focus follows, one tab stop', async () => {
    const user = userEvent.setup();
    renderPublic(<ScreenCarousel />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(visiblePanel()).toHaveAccessibleName('Activity reporting');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    expect(visiblePanel()).toHaveAccessibleName('State reviewer');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(visiblePanel()).toHaveAccessibleName('Dashboard');
  });

  it('reports tab, button and dot clicks to analytics', async () => {
    const user = userEvent.setup();
    const { events } = renderPublic(<ScreenCarousel />);
    await user.click(screen.getByRole('tab', { name: 'Exemption management' }));
    await user.click(screen.getByRole('button', { name: 'Next screen' }));
    await user.click(screen.getByRole('button', { name: 'Screen 1 of 4: Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Previous screen' }));
    expect(events.filter((event) => event.name === 'home_carousel').map((event) => event.properties)).toEqual(
      [
        { action: 'tab', slide: 'exemptions' },
        { action: 'next', slide: 'reviewer' },
        { action: 'dot', slide: 'dashboard' },
        { action: 'previous', slide: 'reviewer' },
      ],
    );
  });

  it('shows the Spanish pictures and texts in Spanish', async () => {
    await applyLanguage('es');
    renderPublic(<ScreenCarousel />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Panel',
      'Registro de actividades',
      'Gestión de exenciones',
      'Revisor del estado',
    ]);
    const image = within(visiblePanel()).getByRole('img');
    expect(image).toHaveAttribute('src', '/images/home-dashboard-es.svg');
    expect(image.getAttribute('alt')).toMatch(/^Imagen simplificada del panel/);
    expect(screen.getByRole('button', { name: 'Pantalla siguiente' })).toBeInTheDocument();
  });
});
