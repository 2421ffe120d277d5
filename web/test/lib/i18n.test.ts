import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/common.json';
import es from '../../src/locales/es/common.json';
import { addMessages, applyLanguage, i18n, storedLanguage, translateMessage } from '../../src/lib/i18n';
import { keysOf } from '../support/keys';

describe('languages', () => {
  it('defaults to English and remembers a choice on this device', async () => {
    expect(storedLanguage()).toBe('en');
    await applyLanguage('es');
    expect(storedLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await applyLanguage('en');
  });

  it('describes the page for search engines and link previews in its language', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'as index.html has it';
    document.head.append(meta);
    await applyLanguage('es');
    expect(meta.content).toBe(es.metaDescription);
    expect(meta.content).toMatch(/^Registre sus horas/);
    await applyLanguage('en');
    expect(meta.content).toBe(en.metaDescription);
    meta.remove();
  });

  it('translates English sentences from the server, and shows unknown ones as they are', async () => {
    addMessages({ 'Invalid username or password': 'Usuario o contraseña incorrectos' });
    await applyLanguage('es');
    expect(translateMessage('Invalid username or password')).toBe('Usuario o contraseña incorrectos');
    expect(translateMessage('Enter a 10-digit phone number, like 555-123-4567')).toBe(
      'Enter a 10-digit phone number, like 555-123-4567',
    );
    await applyLanguage('en');
    expect(translateMessage('Invalid username or password')).toBe('Invalid username or password');
    expect(i18n.language).toBe('en');
  });

  it('has every shared string in both languages', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
  });
});
