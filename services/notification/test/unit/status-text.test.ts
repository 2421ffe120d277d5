import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import { determinationSummary, nextStepSentence } from '@tracker/contracts/rules/determination-words';
import { smsEncoding, smsSegments } from '@tracker/kit/messaging/sms-segments';
import { describe, expect, it } from 'vitest';
import { statusText } from '../../src/domain/sms/status-text.js';
import { determined, statusMonths } from '../support/status-samples.js';

const answer = (name: string, language: 'en' | 'es') => {
  const input = statusMonths[name];
  if (input === undefined) throw new Error(`no month ${name}`);
  return statusText(determined(input), language);
};

describe('the STATUS answer', () => {
  it.each(LANGUAGES)('fits two messages for every kind of month, under both profiles, in %s', (language) => {
    for (const [name, input] of Object.entries(statusMonths)) {
      const text = statusText(determined(input), language);
      expect(smsSegments(text), `${name}: ${text}`).toBeLessThanOrEqual(2);
    }
  });

  it('is in GSM-7 in Spanish, spelt correctly rather than stripped of its accents', () => {
    for (const [name, input] of Object.entries(statusMonths)) {
      if (name.endsWith('exempt')) continue; // names the exemption as it was typed
      const text = statusText(determined(input), 'es');
      expect(smsEncoding(text), text).toBe('GSM-7');
      // Words the dashboard writes with an accent GSM-7 lacks are not written without it.
      expect(text, text).not.toMatch(/\b(mas|Todavia|busqueda|capacitacion|asi|cumplio|exencion)\b/);
    }
  });

  it('says the month is done, when it is met, under both profiles and in both languages', () => {
    expect(answer('seed: met by hours', 'en')).toBe(
      "You're done for September: 123.25 hours logged, 20 needed. Nothing more to do for September.",
    );
    expect(answer('seed: met by hours', 'es')).toBe(
      'Ya cumple con septiembre: tiene 123.25 horas y se necesitan 20. No le queda nada por hacer en septiembre.',
    );
    expect(answer('federal: met by hours', 'en')).toMatch(/^You're done for September: 123.25 hours logged/);
    expect(answer('federal: met by pay', 'en')).toBe(
      "You're done for September: your pay of $99,999.99 reaches the $580 needed. Nothing more to do for September.",
    );
    expect(answer('federal: met by pay', 'es')).toBe(
      'Ya cumple con septiembre: su pago de $99,999.99 alcanza los $580 necesarios. No le queda nada por hacer en septiembre.',
    );
    expect(answer('federal: met by school', 'es')).toMatch(
      /^Ya cumple con septiembre: estudia al menos medio tiempo/,
    );
  });

  it('gives the same step and deadline in Spanish as the dashboard', () => {
    expect(answer('federal: not met', 'es')).toBe(
      'Le falta cumplir con septiembre: sin contar las horas buscando empleo, tiene 0.25 de 80 horas y $1.99 de $580 de pago. ' +
        'Registre 79.75 horas adicionales que cuenten, o $578.01 de pago adicional, hasta el 15 de octubre.',
    );
    expect(answer('seed: not met', 'es')).toBe(
      'Le falta cumplir con septiembre: tiene 0.25 de 20 horas. Registre 19.75 horas adicionales que cuenten hasta el 15 de octubre.',
    );
    expect(answer('seed: not met, closed', 'es')).toBe(
      'Septiembre no se ha cumplido: tiene 0.25 de 20 horas. El plazo para informar septiembre fue el 15 de octubre.',
    );
    expect(answer('federal: job search short alone', 'es')).toBe(
      'Le falta cumplir con septiembre: tiene 1 de 12 actividades de buscar empleo. Registre 11 actividades de buscar empleo hasta el 15 de octubre.',
    );
    expect(answer('federal: before it starts', 'es')).toBe(
      'No se requiere nada en septiembre: el requisito empieza en enero de 2027. No le queda nada por hacer en septiembre.',
    );
    // The English is the dashboard's, word for word.
    const d = determined(statusMonths['federal: not met'] ?? {});
    expect(statusText(d, 'en')).toBe(`${determinationSummary(d, 'en')} ${nextStepSentence(d, 'en')}`);
  });
});
