import { type ComponentProps, lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner';

// The form and its form library download when someone adds or edits a type, not with the table.
const Form = lazy(() => import('./exemption-type-form').then((m) => ({ default: m.ExemptionTypeForm })));

/** The exemption type form, loaded on first use. */
export function ExemptionTypeForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<Spinner />}>
      <Form {...props} />
    </Suspense>
  );
}
