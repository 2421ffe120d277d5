import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../src/features/home/components/home-page';
import { applyLanguage } from '../../src/lib/i18n';
import { violations } from '../support/axe';
import { mockApi, renderPublic, renderWithApp } from '../support/render';

describe('home page', () => {
  it('speaks to enrollees first: the steps, with the texts to send and the number to send them to', async () => {
    const api = mockApi({ 'GET /api/sms/number': { body: { phoneNumber: '+15005550006' } } });
    renderWithApp(<HomePage />, { url: '/' });
    const start = screen.getByRole('region', { name: 'How it works for you' });
    expect(
      within(start)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Create your account', 'Log your hours, online or by text', 'Know where you stand']);
    const text = await within(start).findByRole('link', { name: 'Text (500) 555-0006:' });
    expect(text).toHaveAttribute('href', 'sms:+15005550006');
    const commands = within(start)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(commands).toEqual(['WORK 3 Stocked shelves', 'PAY 620 Walmart', 'DOC', 'STATUS', 'HELP']);
    expect(api.to('GET /api/sms/number')).toHaveLength(1);
    expect(await violations()).toEqual([]);
  });

  it('gives the Spanish keywords on a Spanish page, and still helps when the number cannot be read', async () => {
    await applyLanguage('es');
    mockApi({ 'GET /api/sms/number': { status: 503, body: { message: 'Unavailable' } } });
    renderWithApp(<HomePage />, { url: '/' });
    const start = screen.getByRole('region', { name: 'Cómo funciona para usted' });
    expect(
      within(start)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['TRABAJO 3 Acomodé estantes', 'PAGO 620 Walmart', 'DOCUMENTO', 'ESTADO', 'AYUDA']);
    expect(
      await within(start).findByText('Su panel muestra el número al que debe escribir.'),
    ).toBeInTheDocument();
    // Only each state's full requirements are still to come.
    expect(screen.getAllByText('Futuro')).toHaveLength(1);
  });

  afterEach(async () => {
    await applyLanguage('en');
  });

  it('has one h1 and every section of the spec under its own h2, in order', () => {
    renderPublic(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'How it works for you',
      'Why people lose coverage over paperwork',
      'Three modules, one system',
      'See how it works',
      'Resources',
      'Why this tracker',
      'Frequently asked questions',
      'Questions? We can help',
    ]);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('names the three challenges and the three modules', () => {
    renderPublic(<HomePage />);
    for (const name of ['Online-only reporting', 'Confusing portals', 'Missed deadlines']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const name of [
      'Enrollee compliance',
      'State compliance platform',
      'Front-end and integration layer',
    ]) {
      const module = screen.getByRole('heading', { level: 3, name }).closest('li');
      expect(within(module!).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
    // Text logging works today; only each state's full requirements are still to come, and say so.
    const integration = screen
      .getByRole('heading', { name: 'Front-end and integration layer' })
      .closest('li')!;
    expect(within(integration).getAllByText('Future')).toHaveLength(1);
    expect(within(integration).getByText('Text-message logging')).not.toHaveTextContent('Future');
    expect(screen.getAllByText('Future')).toHaveLength(1);
  });

  it('offers account creation and login from the hero, and reports which one was chosen', async () => {
    const user = userEvent.setup();
    const { events } = renderPublic(<HomePage />);
    const hero = screen.getByRole('region', { name: /Log your hours in minutes/ });
    const register = within(hero).getByRole('link', { name: 'Create an account' });
    const login = within(hero).getByRole('link', { name: 'Log in' });
    expect(register).toHaveAttribute('href', '/register');
    expect(login).toHaveAttribute('href', '/login');
    await user.click(register);
    await user.click(login);
    expect(
      events.filter((event) => event.name === 'home_hero_click').map((event) => event.properties),
    ).toEqual([{ target: 'register' }, { target: 'login' }]);
  });

  it('points the resources teaser at /resources', () => {
    renderPublic(<HomePage />);
    const teaser = screen.getByRole('region', { name: 'Resources' });
    const links = within(teaser).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Keeping Coverage Under Medicaid Work Requirements',
      'Using the Work Requirement Tracker',
      'Browse all resources',
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', '/resources');
  });

  it('offers a login button and a clearly labelled e-mail link in the contact section', () => {
    renderPublic(<HomePage />);
    const contact = screen.getByRole('region', { name: 'Questions? We can help' });
    expect(within(contact).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(contact).getByRole('link', { name: 'E-mail us at support@example.org' })).toHaveAttribute(
      'href',
      'mailto:support@example.org',
    );
  });

  it('is entirely in Spanish when Spanish is chosen', async () => {
    await applyLanguage('es');
    renderPublic(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Registre sus horas en minutos. Conserve su cobertura médica.',
    );
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Escríbanos a support@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Conserve su cobertura \| /);
  });
});
