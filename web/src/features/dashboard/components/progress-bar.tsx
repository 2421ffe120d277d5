import { PROGRESS_BLUE_THRESHOLD_PERCENT, PROGRESS_CAP_PERCENT } from '@tracker/contracts/constants/screens';

/** The share of the required hours, kept within 0 to 100 and to one decimal. */
export function cappedPercent(percent: number): number {
  const bounded = Math.min(PROGRESS_CAP_PERCENT, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round(bounded * 10) / 10;
}

interface ProgressBarProps {
  percent: number;
  /** Names the bar. */
  label: string;
  /** What the bar shows, in words, for screen readers. */
  valueText: string;
}

/**
 * Hours against the requirement: full at 100% (never beyond), blue from 75%, orange below. The
 * percentage is always written next to it, so the colour is never the only sign.
 */
export function ProgressBar({ percent, label, valueText }: ProgressBarProps) {
  const value = cappedPercent(percent);
  const level = value >= PROGRESS_BLUE_THRESHOLD_PERCENT ? 'high' : 'low';
  return (
    <div
      className={`dashboard-progress dashboard-progress--${level}`}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_CAP_PERCENT}
      aria-valuetext={valueText}
    >
      <div className="dashboard-progress__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
