import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FutureTag } from './future-tag';

interface ModuleItem {
  key: string;
  future?: boolean;
}

const MODULES: { key: string; items: ModuleItem[] }[] = [
  { key: 'enrollee', items: [{ key: 'log' }, { key: 'status' }, { key: 'exemptions' }, { key: 'reports' }] },
  { key: 'state', items: [{ key: 'review' }, { key: 'notes' }, { key: 'types' }, { key: 'lookup' }] },
  {
    key: 'integration',
    items: [{ key: 'mobile' }, { key: 'accessible' }, { key: 'text' }, { key: 'rules', future: true }],
  },
];

export function ModulesSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="home-section home-section--shaded" aria-labelledby={headingId}>
      <div className="grid-container">
        <h2 id={headingId}>{t('modules.title')}</h2>
        <p className="home-section__intro">{t('modules.intro')}</p>
        <ul className="home-grid home-grid--3">
          {MODULES.map((module) => (
            <li key={module.key} className="home-panel home-module">
              <h3 className="home-panel__title">{t(`modules.${module.key}.title`)}</h3>
              <ul className="home-module__list">
                {module.items.map((item) => (
                  <li key={item.key}>
                    {t(`modules.${module.key}.${item.key}`)}
                    {item.future && (
                      <>
                        {' '}
                        <FutureTag />
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
