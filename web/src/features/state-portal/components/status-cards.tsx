import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_STATUSES, type CardStatus } from '../lib/request-list';
import '../i18n';

interface StatusCardsProps {
  counts: Record<CardStatus, number>;
  selected: CardStatus | null;
  /** A card toggles its status: choosing the selected card again shows every request. */
  onSelect: (status: CardStatus | null) => void;
}

/** One card per status with its count; each is a toggle button that filters the list by its status. */
export function StatusCards({ counts, selected, onSelect }: StatusCardsProps) {
  const { t } = useTranslation('state-portal');
  const headingId = useId();
  return (
    <section className="state-portal__cards" aria-labelledby={headingId}>
      <h2 id={headingId} className="usa-sr-only">
        {t('cards.title')}
      </h2>
      <ul className="state-portal__card-list">
        {CARD_STATUSES.map((status) => {
          const active = selected === status;
          return (
            <li key={status}>
              <button
                type="button"
                className={`state-portal__card state-portal__card--${status}${active ? ' is-selected' : ''}`}
                aria-pressed={active}
                onClick={() => onSelect(active ? null : status)}
              >
                <span className="state-portal__card-count">{counts[status]}</span>{' '}
                <span className="state-portal__card-label">{t(`status.${status}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
