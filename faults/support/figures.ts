export type Figure = [label: string, value: string | number];

/** Prints a scenario's measured figures as a two-column table (the suite's output is its report). */
export function printFigures(title: string, figures: readonly Figure[]): void {
  const shown = figures.map(([label, value]) => [
    label,
    typeof value === 'number' ? value.toLocaleString('en-US') : value,
  ]);
  const labelWidth = Math.max(...shown.map(([label]) => label!.length));
  const valueWidth = Math.max(...shown.map(([, value]) => value!.length));
  const rule = `+${'-'.repeat(labelWidth + 2)}+${'-'.repeat(valueWidth + 2)}+`;
  const lines = [
    `\n${title}`,
    rule,
    ...shown.map(([label, value]) => `| ${label!.padEnd(labelWidth)} | ${value!.padStart(valueWidth)} |`),
    rule,
  ];
  console.log(lines.join('\n'));
}

/** Milliseconds as seconds with one decimal, e.g. `7.4 s`. */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Answers counted by status, e.g. `503 × 12, 401 × 3`. */
export function tallyStatuses(answers: ReadonlyArray<{ status: number }>): string {
  const byStatus = new Map<number, number>();
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  return [...byStatus].map(([status, count]) => `${status} × ${count}`).join(', ');
}
