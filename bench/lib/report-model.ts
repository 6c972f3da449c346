/** One target of issue 9 and what this run measured against it. */
export interface Check {
  what: string;
  measured: string;
  target: string;
  passed: boolean;
  /** What limits the figure, shown when the target is missed. */
  limitedBy?: string;
}

/** A benchmark's part of docs/benchmarks.md: its checks, then its tables and explanations (markdown). */
export interface Section {
  title: string;
  checks: Check[];
  body: string[];
}

/** A markdown table from a header row and data rows. */
export function table(header: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
