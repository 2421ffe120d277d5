import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate, formatMonth } from '../../../lib/format';
import {
  ADD_ACTIVITY_ANCHOR,
  exemptionRequestAnchor,
  STATE_CHECK_ANCHOR,
} from '../../../lib/dashboard-anchors';
import type { DashboardParts } from '../lib/parts';
import { type ToDoItem, type ToDoKind, toDoKey } from '../lib/to-do';

/** The profile's cell number confirmation. */
const CONFIRM_PHONE_PATH = '/profile#phone-confirmation';

type ItemOf<K extends ToDoKind> = Extract<ToDoItem, { kind: K }>;

/** What the entries show of other features: a request's type by name, a check of the state's. */
export type ToDoParts = Pick<DashboardParts, 'requestTypeName' | 'StateCheckToDo'>;

type EntryProps<K extends ToDoKind> = { item: ItemOf<K>; parts: ToDoParts };

/** How each kind of to-do reads; a new kind needs its entry here, which the type checker asks for. */
const RENDERERS: { [K in ToDoKind]: (props: EntryProps<K>) => ReactNode } = {
  'exemption-reply': ExemptionReply,
  'previous-month': PreviousMonth,
  'state-check': StateCheck,
  'confirm-phone': ConfirmPhone,
};

function ToDoEntry({ item, parts }: { item: ToDoItem; parts: ToDoParts }) {
  const Render = RENDERERS[item.kind] as (props: { item: ToDoItem; parts: ToDoParts }) => ReactNode;
  return <Render item={item} parts={parts} />;
}

/** Everything someone is waiting for from the enrollee, most pressing first; a short line when nothing is. */
export function ToDoList({ items, parts }: { items: readonly ToDoItem[]; parts: ToDoParts }) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  if (items.length === 0) return <p className="dashboard-todo__none">{t('todo.none')}</p>;
  return (
    <div className="usa-alert usa-alert--warning usa-alert--no-icon dashboard-todo">
      <div className="usa-alert__body">
        <h2 id={headingId} className="usa-alert__heading dashboard-todo__heading">
          {t('todo.title', { count: items.length })}
        </h2>
        <ul className="dashboard-todo__list" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={toDoKey(item)} className={`dashboard-todo__item dashboard-todo__item--${item.kind}`}>
              <ToDoEntry item={item} parts={parts} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ExemptionReply({ item, parts }: EntryProps<'exemption-reply'>) {
  const { t, i18n } = useTranslation('dashboard');
  const typeName = parts.requestTypeName(item.type);
  return (
    <>
      <p className="dashboard-todo__title">
        {item.replyBy
          ? t('todo.exemptionReply.titleBy', { date: formatLongDate(item.replyBy, i18n.language) })
          : t('todo.exemptionReply.title')}
      </p>
      <p>{t('todo.exemptionReply.about', { type: typeName })}</p>
      {item.message && (
        <p className="dashboard-todo__message">
          <span className="dashboard-todo__label">{t('todo.exemptionReply.asked')}</span> {item.message}
        </p>
      )}
      <Link className="dashboard-todo__link" to={{ hash: exemptionRequestAnchor(item.exemptionId) }}>
        {t('todo.exemptionReply.link')}
        <span className="usa-sr-only">: {typeName}</span>
      </Link>
    </>
  );
}

function PreviousMonth({ item }: EntryProps<'previous-month'>) {
  const { t, i18n } = useTranslation('dashboard');
  const [year = 0, month = 1] = item.month.split('-').map(Number);
  return (
    <>
      <p className="dashboard-todo__title">{item.nextStep}</p>
      <p>{item.summary}</p>
      <Link className="dashboard-todo__link" to={{ hash: ADD_ACTIVITY_ANCHOR }}>
        {t('todo.previousMonth.link', { month: formatMonth(year, month, i18n.language) })}
      </Link>
    </>
  );
}

function StateCheck({ item, parts: { StateCheckToDo } }: EntryProps<'state-check'>) {
  return <StateCheckToDo request={item.request} cardLink={{ hash: STATE_CHECK_ANCHOR }} />;
}

function ConfirmPhone({ item }: EntryProps<'confirm-phone'>) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <p className="dashboard-todo__title">{t('todo.confirmPhone.title', { number: item.cellNumber })}</p>
      <Link className="dashboard-todo__link" to={CONFIRM_PHONE_PATH}>
        {t('todo.confirmPhone.link')}
      </Link>
    </>
  );
}
