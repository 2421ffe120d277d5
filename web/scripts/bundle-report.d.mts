import type { PageRoute } from '../src/app/routes';

export interface BundleRow {
  route: string;
  chunks: number;
  gzippedKB: number;
  cssKB: number;
  withinBudget: boolean;
}

export const BUDGET_KB: number;
export function buildForReport(outDir: string): Promise<void>;
export function pageRoutes(): Promise<readonly PageRoute[]>;
export function bundleReport(options?: {
  distDir?: string;
  budgetKB?: number;
}): Promise<{ budgetKB: number; rows: BundleRow[] }>;
