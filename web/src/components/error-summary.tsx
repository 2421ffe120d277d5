import { type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorSummaryItem } from '../lib/forms';

interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /**
   * Changes on every failed attempt to submit (the form's submit count): the summary takes the focus
   * then, and again when problems appear after a send (the server's field errors).
   */
  focusSignal: number;
}

/**
 * The design system's error summary: above a long form, after a failed submit, it lists each problem
 * as a link to its field and takes the focus, so a screen reader says what to fix and a phone user
 * who pressed Save at the bottom sees why nothing happened.
 */
export function ErrorSummary({ items, focusSignal }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const shown = items.length > 0;
  const [foundIds, setFoundIds] = useState<Record<string, string>>({});

  // The inputs' ids come from the form around the summary, so a page with two forms that share field
  // names links each summary to its own fields.
  useLayoutEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const found: Record<string, string> = {};
    for (const item of items) {
      if (item.targetId || !item.fieldName) continue;
      const id = inputIdOf(form, item.fieldName);
      if (id) found[item.key] = id;
    }
    setFoundIds((current) => (sameIds(current, found) ? current : found));
  }, [items]);

  useEffect(() => {
    if (shown && focusSignal > 0) box.current?.focus();
  }, [focusSignal, shown]);

  if (!shown) return null;

  const follow = (item: ErrorSummaryItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    item.focus();
  };

  return (
    <div
      ref={box}
      className="usa-alert usa-alert--error usa-alert--validation app-error-summary"
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id={headingId}>
          {t('errorSummary.title')}
        </h2>
        <p className="usa-alert__text">{t('errorSummary.intro', { count: items.length })}</p>
        <ul className="usa-list app-error-summary__list">
          {items.map((item) => (
            <li key={item.key}>
              <a href={`#${item.targetId ?? foundIds[item.key] ?? ''}`} onClick={follow(item)}>
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function inputIdOf(form: HTMLFormElement, name: string): string | undefined {
  const element = form.elements.namedItem(name);
  if (!element) return undefined;
  // Radio buttons share a name: the first of the group stands for it.
  const input = element instanceof RadioNodeList ? element[0] : element;
  return input instanceof HTMLElement && input.id ? input.id : undefined;
}

function sameIds(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
