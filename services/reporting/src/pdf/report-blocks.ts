/** One piece of a document, independent of how it is drawn. */
export type ReportBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'field'; label: string; value: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | {
      kind: 'table';
      header: string[];
      rows: string[][];
      /** Column widths in points; `'*'` takes what is left. */
      widths: Array<number | '*'>;
    };
