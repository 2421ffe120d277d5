// Types only: the summary runs on every page with a form, and a value import would put all of
// react-hook-form in the shared first chunk of pages that have none.
import type { FieldValues, Path, Resolver, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { isApiError } from './api-client';
import { translateMessage } from './i18n';

/** One problem of a form, as the error summary lists it: what is wrong, and the way to the field. */
export interface ErrorSummaryItem {
  /** Stable per field, e.g. its name. */
  key: string;
  /** The field's label, said before the message so each link stands on its own. */
  label: string;
  /** Already in the reader's language. */
  message: string;
  /** The id of the field's input, the link's target; else found by `fieldName` in the enclosing form. */
  targetId?: string;
  /** The input's `name`, to find its id when `targetId` is not known. */
  fieldName?: string;
  /** Moves the focus to the field (react-hook-form's `setFocus`, or an input's `focus`). */
  focus: () => void;
}

/** A field the summary may name, in the order the form shows them. */
export interface SummaryField<T extends FieldValues> {
  name: Path<T>;
  label: string;
}

interface SummaryOptions {
  /** How a field's English message is said; the default translates it as `FormField` does. */
  messageOf?: (message: string) => string;
  /**
   * Problems that are not react-hook-form fields (a refused file), listed after the fields once a
   * submit was tried: the field says it at once, the summary only when a save is held.
   */
  extra?: readonly ErrorSummaryItem[];
}

/**
 * What `ErrorSummary` shows for a react-hook-form form: each field of `fields` that has an error, in
 * that order, and the submit count, which moves the focus to the summary on each failed submit.
 */
export function useErrorSummary<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'formState' | 'setFocus' | 'getFieldState'>,
  fields: readonly SummaryField<T>[],
  { messageOf = translateMessage, extra = [] }: SummaryOptions = {},
): { items: ErrorSummaryItem[]; focusSignal: number } {
  const { submitCount } = form.formState;
  const { setFocus, getFieldState } = form;
  const items: ErrorSummaryItem[] = fields.flatMap(({ name, label }) => {
    // Given the form state, the field's state subscribes to its errors, nested names included.
    const message = getFieldState(name, form.formState).error?.message;
    return message
      ? [{ key: name, label, message: messageOf(message), fieldName: name, focus: () => setFocus(name) }]
      : [];
  });
  return { items: submitCount > 0 ? [...items, ...extra] : items, focusSignal: submitCount };
}

/**
 * Puts the server's field errors on the matching form fields. Returns true when at least one landed,
 * so the caller can skip a toast that would repeat them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * A zod resolver whose schema (and zod itself) is downloaded the first time the form validates, not
 * with the page, so the login and registration pages open within the JavaScript budget.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<ZodType>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    );
    return (await resolver)(values, context, options);
  };
}
