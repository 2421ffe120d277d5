import type { ReviewedExemption } from '@tracker/contracts/http/exemption-review';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { BackBar } from '../../../components/back-bar';
import { AdminOnly } from '../../../components/admin-only';
import { Alert } from '../../../components/alert';
import { useDocumentTitle } from '../../../components/document-title';
import { PageMain } from '../../../components/page-main';
import { SiteFooter } from '../../../components/site-footer';
import { Spinner } from '../../../components/spinner';
import { serverMessage } from '../../../lib/server-message';
import { useAllExemptions } from '../api/list-all-exemptions';
import type { ReviewParts } from '../lib/parts';
import { exemptionLabel } from '../lib/request-list';
import { ApprovedTerms, RequestFacts } from './request-facts';
import { StatusActions } from './status-actions';
import '../i18n';
import '../state-portal.css';

/**
 * The page of `/state-portal/{exemptionId}`: one request, its notes and files (`parts`), and the
 * reviewer's decisions.
 */
export function ExemptionReview({ parts }: { parts: ReviewParts }) {
  const { exemptionId = '' } = useParams();
  return (
    <AdminOnly>
      {(user) => <ReviewOf exemptionId={exemptionId} reviewerId={user.id} parts={parts} />}
    </AdminOnly>
  );
}

function ReviewOf({
  exemptionId,
  reviewerId,
  parts,
}: {
  exemptionId: string;
  reviewerId: string;
  parts: ReviewParts;
}) {
  const { t } = useTranslation('state-portal');
  const location = useLocation();
  // The list's filter and order, handed over by the link that led here, so Back returns to them.
  const listSearch = (location.state as { listSearch?: unknown } | null)?.listSearch;
  const back = `/state-portal/requests${typeof listSearch === 'string' ? listSearch : ''}`;
  // There is no read of a single request; the portal's list holds every one, and is usually cached.
  const requests = useAllExemptions();
  const request = requests.data?.find((candidate) => candidate.id === exemptionId);
  const notFound = requests.isSuccess && !request;
  useDocumentTitle(
    notFound
      ? t('details.notFoundTitle')
      : request
        ? t('details.titleFor', { username: request.username, exemption: exemptionLabel(request) })
        : t('details.title'),
  );

  let content: ReactNode;
  if (requests.isPending) content = <Spinner />;
  else if (requests.isError)
    content = (
      <>
        <h1>{t('details.title')}</h1>
        <Alert
          type="error"
          role="alert"
          text={[t('list.loadError'), serverMessage(requests.error)].filter(Boolean).join(' ')}
        />
      </>
    );
  else if (!request)
    content = (
      <>
        <h1>{t('details.notFoundTitle')}</h1>
        <p>{t('details.notFoundBody')}</p>
        <Link className="usa-button" to={back}>
          {t('details.back')}
        </Link>
      </>
    );
  else content = <RequestReview request={request} reviewerId={reviewerId} parts={parts} />;

  return (
    <>
      <PageMain className="grid-container app-page state-portal">
        <BackBar to={back} label={t('details.back')} />
        {content}
      </PageMain>
      <SiteFooter />
    </>
  );
}

function RequestReview({
  request,
  reviewerId,
  parts: { StatusBadge, ExemptionNotes, ExemptionAttachments },
}: {
  request: ReviewedExemption;
  reviewerId: string;
  parts: ReviewParts;
}) {
  const { t } = useTranslation('state-portal');
  const reviewer = {
    exemptionId: request.id,
    viewer: 'admin',
    locked: false,
    currentUserId: reviewerId,
  } as const;
  return (
    <>
      <h1 className="state-portal__title">
        {t('details.titleFor', { username: request.username, exemption: exemptionLabel(request) })}
      </h1>
      <div className="grid-row grid-gap">
        <div className="grid-col-12 desktop:grid-col-7">
          <RequestFacts request={request} StatusBadge={StatusBadge} />
        </div>
        <div className="grid-col-12 desktop:grid-col-5">
          <ApprovedTerms request={request} />
        </div>
      </div>
      <StatusActions request={request} />
      <div className="state-portal__panel">
        <ExemptionNotes {...reviewer} headingLevel={2} />
      </div>
      <div className="state-portal__panel">
        <ExemptionAttachments {...reviewer} headingLevel={2} />
      </div>
    </>
  );
}
