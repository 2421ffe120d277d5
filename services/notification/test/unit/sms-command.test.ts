import { describe, expect, it } from 'vitest';
import { readSmsCommand } from '../../src/domain/sms/command.js';

describe('reading a text', () => {
  it.each(['STOP', 'stop', ' Stop! ', 'STOPALL', 'Unsubscribe', 'cancel', 'END', 'quit.'])(
    'reads %j as an opt-out',
    (body) => {
      expect(readSmsCommand(body)).toEqual({ kind: 'opt-out' });
    },
  );

  it.each(['BAJA', 'baja!', 'Parar', 'ALTO', 'cancelar'])('reads %j as an opt-out in Spanish', (body) => {
    expect(readSmsCommand(body)).toEqual({ kind: 'opt-out', language: 'es' });
  });

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

describe('reading a pay text', () => {
  it.each([
    ['PAY 620 Walmart', 62000, 'Walmart', 'en'],
    ['PAY $620.50 Walmart', 62050, 'Walmart', 'en'],
    ['pay 620.5 Walmart Supercenter #12', 62050, 'Walmart Supercenter #12', 'en'],
    ['Pay $1,200 Acme Co', 120000, 'Acme Co', 'en'],
    ['PAY .75 Tips', 75, 'Tips', 'en'],
    ['PAY 100000 Big Employer', 10_000_000, 'Big Employer', 'en'],
    ['PAGO 620 Walmart', 62000, 'Walmart', 'es'],
    ['pago $45.10  Taquería  Lupita', 4510, 'Taquería Lupita', 'es'],
  ] as const)('reads %j as %i cents from %j', (body, grossAmountCents, employer, language) => {
    expect(readSmsCommand(body)).toEqual({ kind: 'pay', grossAmountCents, employer, language });
  });

  it.each([
    ['PAY', 'missing-amount', undefined],
    ['PAGO', 'missing-amount', undefined],
    ['PAY Walmart 620', 'invalid-amount', 'Walmart'],
    ['PAY 0 Walmart', 'invalid-amount', '0'],
    ['PAY 0.00 Walmart', 'invalid-amount', '0.00'],
    ['PAY -5 Walmart', 'invalid-amount', '-5'],
    ['PAY 620.555 Walmart', 'invalid-amount', '620.555'],
    ['PAY 100000.01 Walmart', 'invalid-amount', '100000.01'],
    ['PAY $ Walmart', 'invalid-amount', '$'],
    ['PAGO 620,50 Walmart', 'invalid-amount', '620,50'],
    ['PAY 620', 'missing-employer', undefined],
    ['PAY $620.50   ', 'missing-employer', undefined],
  ] as const)('finds %j wrong: %s', (body, problem, word) => {
    const command = readSmsCommand(body);
    expect(command).toMatchObject({ kind: 'invalid', problem });
    if (word !== undefined) expect(command).toMatchObject({ word });
  });

  it('answers in the language of the keyword', () => {
    expect(readSmsCommand('PAGO 620')).toMatchObject({ problem: 'missing-employer', language: 'es' });
    expect(readSmsCommand('PAY 620')).toMatchObject({ problem: 'missing-employer', language: 'en' });
  });
});
