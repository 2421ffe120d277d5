import { ACTIVITY_TYPES } from '@tracker/contracts/constants/activities';
import { parseIsoDate } from '@tracker/contracts/rules/calendar';
import { roundHours } from '@tracker/contracts/rules/compliance';
import { moneyWords } from '@tracker/contracts/rules/determination-words';
import { resultLabel } from '../domain/report-status.js';
import type { MonthlyReportDocument } from '../use-cases/get-monthly-report.js';
import type { ReportBlock } from './report-blocks.js';

function fullName(person: MonthlyReportDocument['person']): string {
  if (person === null) return '—';
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.username})` : person.username;
}

/** Whether an entry has proof, in words: how many files are attached, or none. */
function proofOf(document: MonthlyReportDocument, fileCount: number): string {
  const text = document.strings.report;
  return fileCount > 0 ? text.proofFiles(fileCount) : text.noProof;
}

/**
 * The pay received in the month, each record with its proof; said to be none only where pay can
 * meet the month, since elsewhere its absence says nothing.
 */
function payBlocks(document: MonthlyReportDocument): ReportBlock[] {
  const { report, strings } = document;
  const text = strings.report;
  if (report.pay.length === 0) {
    if (report.determination.incomeThreshold === null) return [];
    return [
      { kind: 'heading', text: text.payHeading },
      { kind: 'paragraph', text: text.noPay({ year: report.year, month: report.month }) },
    ];
  }
  return [
    { kind: 'heading', text: text.payHeading },
    {
      kind: 'table',
      header: [text.payColumns.date, text.payColumns.amount, text.payColumns.proof],
      rows: report.pay.map((record) => [
        strings.shortDate(parseIsoDate(record.payDate)),
        moneyWords(record.grossAmountCents, strings.language),
        proofOf(document, record.fileCount),
      ]),
      widths: [110, 110, '*'],
    },
  ];
}

/** The case the report is about, by the Medicaid id's last 4 characters: never the whole id. */
function medicaidIdBlocks(document: MonthlyReportDocument): ReportBlock[] {
  const last4 = document.person?.medicaidIdLast4;
  if (!last4) return [];
  const text = document.strings.report;
  return [{ kind: 'field', label: text.medicaidId, value: text.medicaidIdEnding(last4) }];
}

/**
 * The month's determination, first since it is what the person needs to know: the result sentence
 * and its next step (or that reporting closed), the hours that did not count and why, then the route
 * and the state's records that decided it (if they did), the hours and pay against what is required,
 * the real deadline and the exemptions that exempt it.
 */
function resultBlocks(document: MonthlyReportDocument): ReportBlock[] {
  const { report, strings } = document;
  const text = strings.report;
  const d = report.determination;
  const blocks: ReportBlock[] = [
    { kind: 'heading', text: text.resultHeading({ year: report.year, month: report.month }) },
    { kind: 'paragraph', text: d.summary },
    { kind: 'paragraph', text: d.nextStepText },
  ];
  if (d.uncountedText !== null) blocks.push({ kind: 'paragraph', text: d.uncountedText });
  blocks.push({ kind: 'field', label: text.result, value: resultLabel(strings, d) });
  // A month the state's data alone decided names those records: the person had nothing to show.
  if (d.decidedBy && d.decidedBy !== 'enrollee') {
    blocks.push({ kind: 'field', label: text.verifiedFrom, value: text.stateSources[d.decidedBy] });
  }
  if (d.exemptions.length > 0) {
    blocks.push({
      kind: 'field',
      label: text.exemptionNames(d.exemptions.length),
      value: strings.list(d.exemptions.map((exemption) => exemption.name)),
    });
  }
  blocks.push({
    kind: 'field',
    label: text.countedHours,
    value: text.countedOfRequired(d.countedHours, d.requiredHours),
  });
  if (d.incomeThreshold !== null) {
    const money = (cents: number) => moneyWords(cents, strings.language);
    blocks.push({
      kind: 'field',
      label: text.pay,
      value: text.payOfThreshold(money(d.income), money(d.incomeThreshold)),
    });
  }
  blocks.push({ kind: 'field', label: text.deadline, value: strings.longDate(parseIsoDate(d.deadline)) });
  return blocks;
}

/**
 * The monthly report as blocks, in the person's language: the month's determination, then whose
 * report it is, for which month and in which time zone, each activity, the totals by type, which
 * hours counted and why, the total against the requirement, the exemptions in force during the
 * month, and the status.
 */
export function composeMonthlyReport(document: MonthlyReportDocument): ReportBlock[] {
  const { report, strings, statusLabel } = document;
  const text = strings.report;
  const month = { year: report.year, month: report.month };
  const qualifying: ReadonlySet<string> = new Set(report.qualifyingTypes);
  // The result comes straight after the title: whether the month is met and what to do by when is
  // what the person opens the report for, and what a screen reader should read first.
  const blocks: ReportBlock[] = [
    { kind: 'title', text: text.title },
    ...resultBlocks(document),
    { kind: 'heading', text: text.aboutHeading },
    { kind: 'field', label: text.name, value: fullName(document.person) },
    ...medicaidIdBlocks(document),
    { kind: 'field', label: text.month, value: strings.monthAndYear(month) },
    {
      kind: 'field',
      label: text.timeZone,
      value: strings.timeZoneName(report.timezone, document.generatedAt),
    },
    { kind: 'field', label: text.generated, value: strings.dateTime(document.generatedAt, report.timezone) },
    { kind: 'heading', text: text.activitiesHeading },
  ];

  if (report.activities.length === 0) {
    blocks.push({ kind: 'paragraph', text: text.noActivities(month) });
  } else {
    blocks.push({
      kind: 'table',
      header: [
        text.columns.date,
        text.columns.type,
        text.columns.hours,
        text.columns.description,
        text.columns.proof,
      ],
      rows: report.activities.map((activity) => [
        strings.shortDate(parseIsoDate(activity.date)),
        strings.typeLabels[activity.type],
        strings.number(activity.hours),
        activity.description,
        proofOf(document, activity.fileCount),
      ]),
      widths: [70, 100, 40, '*', 80],
    });
  }
  blocks.push(...payBlocks(document));

  blocks.push({ kind: 'heading', text: text.totalsHeading });
  blocks.push({
    kind: 'table',
    header: [
      text.totalsColumns.type,
      text.totalsColumns.activities,
      text.totalsColumns.hours,
      text.totalsColumns.counts,
    ],
    rows: ACTIVITY_TYPES.map((type) => {
      const ofType = report.activities.filter((activity) => activity.type === type);
      return [
        strings.typeLabels[type],
        strings.number(ofType.length),
        strings.number(roundHours(ofType.reduce((sum, activity) => sum + activity.hours, 0))),
        qualifying.has(type) ? text.yes : text.no,
      ];
    }),
    widths: [160, 90, 90, '*'],
  });

  const countedLabels = report.qualifyingTypes.map((type) => strings.typeLabels[type]);
  const excludedLabels = ACTIVITY_TYPES.filter((type) => !qualifying.has(type)).map(
    (type) => strings.typeLabels[type],
  );
  blocks.push({ kind: 'heading', text: text.countingHeading });
  if (excludedLabels.length === 0) {
    blocks.push({ kind: 'paragraph', text: text.allTypesCount(countedLabels) });
  } else {
    blocks.push({ kind: 'paragraph', text: text.someTypesCount(countedLabels) });
    blocks.push({ kind: 'paragraph', text: text.typesExcluded(excludedLabels) });
  }
  blocks.push({
    kind: 'paragraph',
    text: text.qualifyingTotal(report.countedHours, report.requiredHours, report.progressPercentage),
  });
  blocks.push({ kind: 'paragraph', text: text.allHours(report.totalHours) });

  blocks.push({ kind: 'heading', text: text.exemptionsHeading });
  if (report.exemptions.length === 0) {
    blocks.push({ kind: 'paragraph', text: text.noExemptions });
  } else {
    blocks.push({
      kind: 'list',
      items: report.exemptions.map((exemption) =>
        text.exemption(
          exemption.exemptionTypeName,
          exemption.effectiveDate === null ? null : parseIsoDate(exemption.effectiveDate),
          exemption.expirationDate === null ? null : parseIsoDate(exemption.expirationDate),
          exemption.isPermanent,
        ),
      ),
    });
  }

  const statusDay = parseIsoDate(report.statusAsOf);
  blocks.push({ kind: 'heading', text: text.statusHeading });
  blocks.push({ kind: 'paragraph', text: text.statusAsOf(statusLabel, statusDay) });
  blocks.push({ kind: 'paragraph', text: report.statusReason });
  const deadline = parseIsoDate(report.reportingDeadline);
  // A month that fell short after its deadline already says that reporting closed, as its next step.
  if (document.reportingOpen) {
    blocks.push({ kind: 'paragraph', text: text.reportableUntil(month, deadline) });
  } else if (report.determination.nextStep.kind !== 'reporting_closed') {
    blocks.push({ kind: 'paragraph', text: text.reportingClosed(month, deadline) });
  }
  return blocks;
}
