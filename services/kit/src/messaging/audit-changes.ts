// What an audited change lists: the names of the fields it set, never their values, so the trail
// says what an administrator touched without copying an enrollee's records into it.

/** Whether two field values are the same; a missing value and null both mean "none". */
function sameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  return Object.is(before ?? null, after ?? null);
}

/** The names among `fields` whose values differ between `before` and `after`, in the order given. */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): string[] {
  return fields.filter((field) => !sameValue(before[field], after[field]));
}

/**
 * The names of the entries of a create's input that carry a value. Forms leave a field out, blank,
 * or at its default (null, false), and the contracts fill those in; none of them was given.
 */
export function givenFields(input: object): string[] {
  return Object.entries(input)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false)
    .map(([field]) => field);
}
