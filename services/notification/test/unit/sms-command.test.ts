import { describe, expect, it } from 'vitest';
import { readSmsCommand } from '../../src/domain/sms/command.js';

describe('reading a text', () => {
  it.each(['STOP', 'stop', ' Stop! ', 'STOPALL', 'Unsubscribe', 'cancel', 'END', 'quit.'])(
    'reads %j as an opt-out',
    (body) => {
      expect(readSmsCommand(body)).toEqual({ kind: 'opt-out' });
    },
  );

  it.each(['START', 'yes', 'Unstop'])('reads %j as an opt-in', (body) => {
    expect(readSmsCommand(body)).toEqual({ kind: 'opt-in' });
  });

  it.each([
    ['HELP', 'en'],
    ['info', 'en'],
    ['Ayuda', 'es'],
    ['¿AYUDA?', 'es'],
    ['STATUS', 'en'],
    ['estado', 'es'],
  ] as const)('reads %j with its language', (body, language) => {
    expect(readSmsCommand(body)).toMatchObject({ language });
  });

  it('takes a keyword only as the whole message', () => {
    expect(readSmsCommand('STOP the texts')).toMatchObject({ kind: 'invalid', problem: 'unknown-type' });
    expect(readSmsCommand('help me')).toMatchObject({ kind: 'invalid', problem: 'unknown-type' });
  });

  it('checks keywords before the length', () => {
    expect(readSmsCommand(`${' '.repeat(200)}STOP`)).toEqual({ kind: 'opt-out' });
  });

  it.each([
    ['JOB 2 Applied at the store', 'job_search', 2, 'Applied at the store', 'en'],
    ['work 0.5 Short shift', 'employment', 0.5, 'Short shift', 'en'],
    ['Training   8   First aid\nclass', 'training', 8, 'First aid class', 'en'],
    ['VOLUNTEER .5 Helped', 'volunteer', 0.5, 'Helped', 'en'],
    ['Búsqueda 3 Entrevista', 'job_search', 3, 'Entrevista', 'es'],
    ['TRABAJO 2,5 Turno', 'employment', 2.5, 'Turno', 'es'],
    ['capacitacion 24 Curso', 'training', 24, 'Curso', 'es'],
    ['Voluntario 1 Parque', 'volunteer', 1, 'Parque', 'es'],
  ] as const)('reads %j', (body, type, hours, description, language) => {
    expect(readSmsCommand(body)).toEqual({ kind: 'activity', type, hours, description, language });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['SLEEP 2 Nap', 'unknown-type'],
    ['WORK', 'missing-hours'],
    ['WORK two hours', 'invalid-hours'],
    ['WORK 2h Shift', 'invalid-hours'],
    ['WORK 0x10 Shift', 'invalid-hours'],
    ['WORK -1 Shift', 'invalid-hours'],
    ['WORK 0 Shift', 'hours-out-of-range'],
    ['WORK 24.5 Shift', 'hours-out-of-range'],
    ['WORK 1.25 Shift', 'hours-not-in-steps'],
    ['WORK 1.5', 'missing-description'],
    [`WORK 1 ${'x'.repeat(154)}`, 'too-long'],
  ])('finds %j wrong: %s', (body, problem) => {
    expect(readSmsCommand(body)).toMatchObject({ kind: 'invalid', problem });
  });

  it('allows exactly 160 characters', () => {
    const longest = `WORK 1 ${'x'.repeat(153)}`;
    expect(longest).toHaveLength(160);
    expect(readSmsCommand(longest)).toMatchObject({ kind: 'activity' });
  });

  it('quotes the word at fault', () => {
    expect(readSmsCommand('SLEEP 2 Nap')).toMatchObject({ word: 'SLEEP' });
    expect(readSmsCommand('TRABAJO dos Turno')).toMatchObject({ word: 'dos', language: 'es' });
  });
});
