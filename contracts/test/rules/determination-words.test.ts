import { LANGUAGES } from '@tracker/contracts/constants/accounts';
import { SMS_MAX_LENGTH } from '@tracker/contracts/constants/sms';
import { type DeterminationInput, determineMonth } from '@tracker/contracts/rules/determination';
import type { StateRecord } from '@tracker/contracts/rules/state-data';
import {
  determinationSummary,
  moneyWords,
  nextStepSentence,
  uncountedHoursSentence,
} from '@tracker/contracts/rules/determination-words';
import { describe, expect, it } from 'vitest';
import {
  day,
  exemption,
  federal,
  monthInput,
  seed,
  studentExemption,
  variant,
} from '../support/determination-inputs.js';

const determined = (input: Partial<DeterminationInput>) => determineMonth(monthInput(input));

/** The three sentences of a determination in `language`. */
function sentences(input: Partial<DeterminationInput>, language: 'en' | 'es') {
  const d = determined(input);
  return {
    summary: determinationSummary(d, language),
    next: nextStepSentence(d, language),
    uncounted: uncountedHoursSentence(d, language),
  };
}

const federalShort = { hoursByType: { employment: 74 }, incomeCents: 53800, judgedOn: day('2027-03-18') };
const jobSearchOnly = { hoursByType: { job_search: 85 } };
const withJobSearchMinimum = variant(federal, {
  jobSearch: { countsTowardHours: false, minimumActivities: 3 },
});

describe('the words of a determination, in English', () => {
  it('says what is short and the smallest step, hours or pay', () => {
    expect(sentences(federalShort, 'en')).toEqual({
      summary: "March isn't met yet: you have 74 of 80 hours and $538 of $580 in pay.",
      next: 'Log 6 more hours of work, training or volunteering, or $42 more pay, by April 15.',
      uncounted: null,
    });
  });

  it('explains that job search does not count under the federal profile', () => {
    expect(sentences(jobSearchOnly, 'en')).toEqual({
      summary:
        "March isn't met yet: job search doesn't count, so you have 0 of 80 hours and $0 of $580 in pay.",
      next: 'Log 80 more hours of work, training or volunteering, or $580 more pay, by April 15.',
      uncounted: 'Not counted toward the requirement: 85 hours of job search.',
    });
  });

  it('counts job search and asks for hours only under the seed profile', () => {
    expect(sentences({ profile: seed, hoursByType: { job_search: 14 } }, 'en')).toEqual({
      summary: "March isn't met yet: you have 14 of 20 hours.",
      next: 'Log 6 more hours of job search, work, training or volunteering by April 15.',
      uncounted: null,
    });
  });

  it('says how a met month was met', () => {
    const done = (input: Partial<DeterminationInput>) => sentences(input, 'en').summary;
    expect(done({ hoursByType: { employment: 82 } })).toBe(
      "You're done for March: 82 hours logged, 80 needed.",
    );
    expect(done({ hoursByType: { employment: 60 }, incomeCents: 60000 })).toBe(
      "You're done for March: your pay of $600 reaches the $580 needed.",
    );
    expect(
      done({ seasonalWorker: true, precedingIncomeCents: [100000, 100000, 80000, 30000, 20000, 18000] }),
    ).toBe("You're done for March: your average pay of $580 reaches the $580 needed.");
    expect(done({ exemptions: [studentExemption()] })).toBe(
      "You're done for March: you are in school at least half time.",
    );
    expect(
      done({
        profile: variant(federal, { combineHoursAndIncome: true }),
        hoursByType: { employment: 60 },
        incomeCents: 14500,
      }),
    ).toBe("You're done for March: your 60 hours and $145 of pay add up to enough.");
    expect(sentences({ incomeCents: 58000 }, 'en').next).toBe('Nothing more to do for March.');
  });

  it('names the exemption', () => {
    expect(sentences({ exemptions: [exemption()] }, 'en').summary).toBe(
      "You're exempt for March: Pregnant or postpartum.",
    );
    const two = [exemption(), exemption({ typeCode: 'PARENT', name: 'Parent or caretaker' })];
    expect(sentences({ exemptions: two }, 'en').summary).toBe(
      "You're exempt for March: Pregnant or postpartum and 1 more.",
    );
  });

  it('says why nothing is required', () => {
    expect(sentences({ birthdate: '2008-03-10' }, 'en').summary).toBe(
      'Nothing is required for March: the requirement starts in April 2027, the first full month you are 19.',
    );
    expect(sentences({ birthdate: '1962-03-20' }, 'en').summary).toBe(
      'Nothing is required for March: the requirement ends the month you turn 65.',
    );
    expect(sentences({ month: '2026-11', judgedOn: day('2026-11-30') }, 'en').summary).toBe(
      'Nothing is required for November: the requirement starts in January 2027.',
    );
  });

  it('says when a month fell short and reporting has closed', () => {
    expect(sentences({ hoursByType: { employment: 10 }, today: day('2027-04-16') }, 'en')).toMatchObject({
      summary: "March wasn't met: you have 10 of 80 hours and $0 of $580 in pay.",
      next: 'Reporting for March closed on April 15.',
    });
  });

  it("asks for a state's job-search activities on top, and for them alone once hours are met", () => {
    expect(
      sentences(
        { profile: withJobSearchMinimum, hoursByType: { employment: 80 }, jobSearchActivities: 1 },
        'en',
      ),
    ).toMatchObject({
      summary: "March isn't met yet: you have 1 of 3 job search activities.",
      next: 'Log 2 more job search activities by April 15.',
    });
    expect(
      sentences(
        { profile: withJobSearchMinimum, hoursByType: { employment: 79 }, jobSearchActivities: 2 },
        'en',
      ).next,
    ).toBe(
      'Log 1 more hour of work, training or volunteering, or $580 more pay, and 1 more job search activity, by April 15.',
    );
  });
});

describe('the words of a determination, in Spanish', () => {
  it('says what is short and the smallest step, hours or pay', () => {
    expect(sentences(federalShort, 'es')).toEqual({
      summary: 'Todavía no cumple con marzo: tiene 74 de 80 horas y $538 de $580 de pago.',
      next: 'Registre 6 horas más de trabajo, capacitación o voluntariado, o $42 más de pago, hasta el 15 de abril.',
      uncounted: null,
    });
  });

  it('explains that job search does not count under the federal profile', () => {
    expect(sentences(jobSearchOnly, 'es')).toEqual({
      summary:
        'Todavía no cumple con marzo: la búsqueda de empleo no cuenta, así que tiene 0 de 80 horas y $0 de $580 de pago.',
      next: 'Registre 80 horas más de trabajo, capacitación o voluntariado, o $580 más de pago, hasta el 15 de abril.',
      uncounted: 'No cuentan para el requisito: 85 horas de búsqueda de empleo.',
    });
  });

  it('says a month is done, and how', () => {
    expect(
      sentences({ hoursByType: { volunteer: 80 }, month: '2027-11', judgedOn: day('2027-11-20') }, 'es'),
    ).toMatchObject({
      summary: 'Ya cumplió con noviembre: registró 80 horas y se necesitan 80.',
      next: 'No le queda nada por hacer en noviembre.',
    });
    expect(sentences({ incomeCents: 60000 }, 'es').summary).toBe(
      'Ya cumplió con marzo: su pago de $600 alcanza los $580 necesarios.',
    );
    expect(sentences({ schoolEnrollment: { halfTime: true } }, 'es').summary).toBe(
      'Ya cumplió con marzo: estudia al menos medio tiempo.',
    );
  });

  it('names the exemption and says why nothing is required', () => {
    expect(sentences({ exemptions: [exemption()] }, 'es').summary).toBe(
      'Su exención cubre marzo: Pregnant or postpartum.',
    );
    expect(sentences({ birthdate: '2008-03-10' }, 'es').summary).toBe(
      'No se requiere nada en marzo: el requisito empieza en abril de 2027, el primer mes completo con 19 años.',
    );
    expect(sentences({ birthdate: '1962-03-20' }, 'es').summary).toBe(
      'No se requiere nada en marzo: el requisito termina el mes en que cumple 65 años.',
    );
    expect(sentences({ month: '2026-11', judgedOn: day('2026-11-30') }, 'es').summary).toBe(
      'No se requiere nada en noviembre: el requisito empieza en enero de 2027.',
    );
  });

  it('says when a month fell short and reporting has closed', () => {
    expect(sentences({ today: day('2027-04-16') }, 'es')).toMatchObject({
      summary: 'No cumplió con marzo: tiene 0 de 80 horas y $0 de $580 de pago.',
      next: 'El plazo para informar marzo cerró el 15 de abril.',
    });
  });
});

describe('amounts', () => {
  it('shows whole dollars without cents and other amounts to the cent', () => {
    expect(moneyWords(58000, 'en')).toBe('$580');
    expect(moneyWords(4350, 'en')).toBe('$43.50');
    expect(moneyWords(1, 'es')).toBe('$0.01');
    expect(moneyWords(104200, 'es')).toBe('$1,042');
  });
});

// GSM-7's basic alphabet and its extension (each of those counts twice).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€';

/** Septets of a GSM-7 text; null when a character needs UCS-2. */
function gsmLength(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENSION.includes(char)) length += 2;
    else return null;
  }
  return length;
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

// The longest words a sentence can take: September's deadline falls in October, the hours run to
// hundredths, a cent short of the pay, a job-search minimum on top, the longest exemption name seeded.
const longest: Array<Partial<DeterminationInput>> = [
  {
    profile: variant(withJobSearchMinimum, { combineHoursAndIncome: true }),
    month: '2027-09',
    judgedOn: day('2027-09-30'),
    hoursByType: { employment: 1.5, job_search: 12.5 },
    incomeCents: 57900,
    jobSearchActivities: 1,
  },
  {
    profile: withJobSearchMinimum,
    month: '2027-09',
    judgedOn: day('2027-09-30'),
    hoursByType: { employment: 79.5, job_search: 99.5 },
    incomeCents: 57999,
    jobSearchActivities: 1,
  },
  {
    profile: variant(seed, { jobSearch: { countsTowardHours: true, minimumActivities: 10 } }),
    month: '2027-09',
    judgedOn: day('2027-09-30'),
    hoursByType: { employment: 0.5 },
  },
  {
    month: '2027-09',
    judgedOn: day('2027-09-30'),
    hoursByType: { employment: 200.5 },
    incomeCents: 9999999,
    seasonalWorker: true,
    precedingIncomeCents: [9999999],
  },
  {
    month: '2027-09',
    judgedOn: day('2027-09-30'),
    exemptions: [
      exemption({ name: 'Parent or caretaker of a child 13 or under, or of a person with a disability' }),
      exemption({ name: 'Medically frail or living with a disability' }),
    ],
  },
  { month: '2027-09', judgedOn: day('2027-09-30'), birthdate: '2008-09-02' },
  { month: '2027-09', judgedOn: day('2027-09-30'), birthdate: '1962-09-02' },
  { month: '2026-09', judgedOn: day('2026-09-30') },
  { month: '2027-09', judgedOn: day('2027-09-30'), hoursByType: { training: 1.5 }, today: day('2027-12-01') },
];

describe('the length of the sentences', () => {
  it.each(LANGUAGES)(
    'fits each sentence in one text, and a summary with its next step in two segments (%s)',
    (language) => {
      for (const input of longest) {
        const { summary, next, uncounted } = sentences(input, language);
        for (const sentence of [summary, next, uncounted ?? '']) {
          expect(sentence.length, sentence).toBeLessThanOrEqual(SMS_MAX_LENGTH);
        }
        const text = withoutAccents(`${summary} ${next}`);
        const septets = gsmLength(text);
        expect(septets, text).not.toBeNull();
        // Two segments of a long GSM-7 text carry 153 septets each.
        expect(septets!, text).toBeLessThanOrEqual(2 * 153);
      }
    },
  );
});

describe("the words of a month the state's data decided", () => {
  const record = (source: StateRecord['source'], fields: Partial<StateRecord> = {}): StateRecord => ({
    source,
    amountCents: null,
    hours: null,
    flag: true,
    ...fields,
  });

  it('says a month met by wage records needs nothing from the person, in both languages', () => {
    const input = { stateRecords: [record('wages', { amountCents: 60_000, flag: null })] };
    expect(sentences(input, 'en').summary).toBe('Verified from state wage records, no action needed.');
    expect(sentences(input, 'es').summary).toBe(
      'Verificado con los registros estatales de salarios; no tiene que hacer nada.',
    );
    expect(sentences(input, 'en').next).toBe('Nothing more to do for March.');
  });

  it.each([
    ['snap', 'Verified from state SNAP records, no action needed.'],
    ['tanf', 'Verified from state TANF records, no action needed.'],
    ['claims', 'Verified from Medicaid claims, no action needed.'],
    ['va', 'Verified from VA records, no action needed.'],
    ['school', 'Verified from school enrollment records, no action needed.'],
  ] as const)('names the %s source that decided the month', (source, summary) => {
    expect(sentences({ stateRecords: [record(source)] }, 'en').summary).toBe(summary);
  });

  it("counts the state's pay in what a month not met has", () => {
    const input = {
      incomeCents: 10_000,
      stateRecords: [record('wages', { amountCents: 30_000, flag: null })],
    };
    expect(sentences(input, 'en').summary).toBe(
      "March isn't met yet: you have 0 of 80 hours and $300 of $580 in pay.",
    );
  });

  it('keeps the usual words when the person decided the month', () => {
    const input = {
      incomeCents: 60_000,
      stateRecords: [record('wages', { amountCents: 10_000, flag: null })],
    };
    expect(sentences(input, 'en').summary).toBe(
      "You're done for March: your pay of $600 reaches the $580 needed.",
    );
  });
});
