import type { VerificationMonth } from '@tracker/contracts/http/verifications';
import type { WorkItem } from '@tracker/contracts/http/work-queue';
import { WORK_ITEM_KINDS, type WorkItemKind } from '@tracker/contracts/http/work-queue-values';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { formatActivityDate } from '../../../lib/format';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { BackBar } from '../../../components/back-bar';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useAllExemptions } from '../api/list-all-exemptions';
import { useWorkItem } from '../api/get-work-item';
import type { WorkItemParts } from '../lib/parts';
import { personLabel } from '../lib/work-queue';
import { ExemptionDecision } from './exemption-decision';
import { RequestFacts } from './request-facts';
import { ThisMonth } from './this-month';
import { AssignButton } from './assign-button';
import { WorkItemSummary } from './work-item-summary';
import '../i18n';
import '../state-portal.css';

/**
 * The page of `/state-portal/work/:kind/:id`: one case of the work queue, with what a decision needs
 * beside it (the request's documents, or the verification's months: `parts`).
 */
export function WorkItemCase({ parts }: { parts: WorkItemParts }) {
  const { kind = '', id = '' } = useParams();
  return (
    <AdminOnly>
      {(user) =>
        (WORK_ITEM_KINDS as readonly string[]).includes(kind) ? (
          <WorkItemScreen kind={kind as WorkItemKind} id={id} reviewerId={user.id} parts={parts} />
        ) : (
          <Gone />
        )
      }
    </AdminOnly>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('state-portal');
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const back = `/state-portal${typeof listSearch === 'string' && listSearch ? `?${listSearch}` : ''}`;
  return (
    <>
      <PageMain className="grid-container app-page state-portal">
        <BackBar to={back} label={t('decision.back')} />
        {children}
      </PageMain>
      <SiteFooter />
    </>
  );
}

function Gone() {
  const { t } = useTranslation('state-portal');
  useDocumentTitle(t('decision.goneTitle'));
  return (
    <Frame>
      <h1>{t('decision.goneTitle')}</h1>
      <p>{t('decision.goneBody')}</p>
      <Link className="usa-button" to="/state-portal">
        {t('decision.back')}
      </Link>
    </Frame>
  );
}

function WorkItemScreen({
  kind,
  id,
  reviewerId,
  parts,
}: {
  kind: WorkItemKind;
  id: string;
  reviewerId: string;
  parts: WorkItemParts;
}) {
  const { t } = useTranslation('state-portal');
  const item = useWorkItem(kind, id);
  const title = item.data ? personLabel(item.data.person, t('queue.unknownPerson')) : t('decision.title');
  useDocumentTitle(t('decision.titleFor', { who: title }));

  if (item.isPending) {
    return (
      <Frame>
        <Spinner />
      </Frame>
    );
  }
  if (item.isError) {
    if (isApiError(item.error) && item.error.status === 404) return <Gone />;
    return (
      <Frame>
        <h1>{t('decision.title')}</h1>
        <Alert
          type="error"
          role="alert"
          text={[t('queue.loadError'), serverMessage(item.error)].filter(Boolean).join(' ')}
        />
      </Frame>
    );
  }
  const data = item.data;
  return (
    <Frame>
      <h1 className="state-portal__title">{title}</h1>
      <p>
        <WorkItemSummary item={data} />
      </p>
      {/* The same columns as the document and the decision below, so the panels' edges line up. */}
      <div className="grid-row grid-gap">
        <div className="grid-col-12 desktop:grid-col-7">
          <PersonPanel item={data} />
        </div>
        <div className="grid-col-12 desktop:grid-col-5">
          <CasePanel item={data} reviewerId={reviewerId} />
        </div>
      </div>
      {data.kind === 'exemption' ? (
        <ExemptionCase item={data} parts={parts} />
      ) : (
        <parts.VerificationCase item={data} />
      )}
    </Frame>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="state-portal__panel">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="state-portal__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PersonPanel({ item }: { item: WorkItem }) {
  const { t } = useTranslation('state-portal');
  const person = item.person;
  return (
    <Panel title={t('decision.person')}>
      <dl className="state-portal__facts">
        <Fact label={t('decision.name')}>{personLabel(person, t('queue.unknownPerson'))}</Fact>
        <Fact label={t('decision.username')}>{person.username ?? '—'}</Fact>
        <Fact label={t('decision.medicaidLast4')}>{person.medicaidIdLast4 ?? '—'}</Fact>
        <Fact label={t('decision.phone')}>{person.phone ?? '—'}</Fact>
        <Fact label={t('decision.thisMonth')}>
          <ThisMonth item={item} />
        </Fact>
      </dl>
      {person.userId && <Link to={`/user-profile/${person.userId}`}>{t('decision.profile')}</Link>}
    </Panel>
  );
}

function CasePanel({ item, reviewerId }: { item: WorkItem; reviewerId: string }) {
  const { t, i18n } = useTranslation('state-portal');
  return (
    <Panel title={t('decision.case')}>
      <dl className="state-portal__facts">
        <Fact label={t('queue.columns.status')}>
          {t(`queue.statuses.${item.status}`, { defaultValue: item.status })}
        </Fact>
        <Fact label={t('queue.columns.waiting')}>{t('queue.days', { count: item.daysWaiting })}</Fact>
        <Fact label={t('queue.columns.due')}>
          {item.dueDate ? formatActivityDate(item.dueDate, i18n.language) : '—'}
        </Fact>
        <Fact label={t('queue.columns.assignee')}>
          {item.assignedTo
            ? item.assignedTo.id === reviewerId
              ? t('queue.you')
              : item.assignedTo.username
            : t('queue.nobody')}
        </Fact>
      </dl>
      <AssignButton item={item} reviewerId={reviewerId} />
    </Panel>
  );
}

function ExemptionCase({ item, parts }: { item: WorkItem; parts: WorkItemParts }) {
  const { t } = useTranslation('state-portal');
  const documentsHeading = useId();
  // There is no read of one request; the portal's list holds every one, and is usually cached.
  const requests = useAllExemptions();
  const request = requests.data?.find((candidate) => candidate.id === item.id);
  if (requests.isPending) return <Spinner />;
  if (!request) {
    return (
      <Alert
        type="error"
        role="alert"
        text={[t('list.loadError'), serverMessage(requests.error)].filter(Boolean).join(' ')}
      />
    );
  }
  return (
    <>
      <div className="grid-row grid-gap">
        <div className="grid-col-12 desktop:grid-col-7">
          <section className="state-portal__panel state-portal__documents" aria-labelledby={documentsHeading}>
            <h2 id={documentsHeading}>{t('decision.documents')}</h2>
            <parts.RequestDocuments exemptionId={request.id} />
          </section>
        </div>
        <div className="grid-col-12 desktop:grid-col-5">
          <ExemptionDecision key={`${item.kind}:${item.id}`} item={item} request={request} />
        </div>
      </div>
      <RequestFacts request={request} StatusBadge={parts.StatusBadge} />
      <p>
        <Link to={`/state-portal/${request.id}`}>{t('decision.fullReview')}</Link>
      </p>
    </>
  );
}

/**
 * A verification case's months as the state's data answers them, once they are read; until then the
 * months it asks about.
 */
export function VerificationCase({
  item,
  months,
}: {
  item: WorkItem;
  months: readonly VerificationMonth[] | undefined;
}) {
  const { t } = useTranslation('state-portal');
  return (
    <Panel title={t('decision.verification')}>
      <p>{t('decision.verificationIntro')}</p>
      {months ? (
        <ul className="usa-list">
          {months.map((month) => (
            <li key={month.month}>
              <strong>{month.month}</strong>: {t(`decision.monthStatus.${month.status}`)}
              {month.missing && month.status === 'not_met'
                ? ` — ${t('decision.missingHours', { count: month.missing.hours })}`
                : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('decision.monthsAsked', { months: item.what.months.join(', ') })}</p>
      )}
      <Link className="usa-button" to={`/admin/verifications/${item.id}`}>
        {t('decision.openVerification')}
      </Link>
    </Panel>
  );
}
