import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_FILTERS, type ResourceFilter } from '../data/resource-entries';

/** Toggle buttons for the type filter; the pressed one is the filter in force. */
export function ResourceFilterButtons({
  value,
  onChange,
}: {
  value: ResourceFilter;
  onChange: (filter: ResourceFilter) => void;
}) {
  const { t } = useTranslation('resources');
  const labelId = useId();
  return (
    <div className="resources-filter" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="resources-filter__label">
        {t('filter.label')}
      </p>
      <ul className="resources-filter__buttons">
        {RESOURCE_FILTERS.map((filter) => {
          const pressed = filter === value;
          return (
            <li key={filter}>
              <button
                type="button"
                className={`usa-button${pressed ? '' : ' usa-button--outline'}`}
                aria-pressed={pressed}
                onClick={() => onChange(filter)}
              >
                {t(`filter.${filter}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
