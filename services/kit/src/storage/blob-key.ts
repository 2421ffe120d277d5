/** Thrown by `BlobStore.get` when nothing is stored under the key. */
export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';

  constructor(readonly key: string) {
    super(`No blob stored under ${JSON.stringify(key)}`);
  }
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function keyProblem(key: string): string | undefined {
  if (key.length === 0 || key.length > 1024) return 'length';
  if (key.includes('..')) return '".."';
  if (key.startsWith('/')) return 'absolute path';
  if (key.includes('\\')) return 'backslash';
  if (CONTROL_CHARACTERS.test(key)) return 'control character';
  if (key.split('/').some((segment) => segment === '' || segment === '.')) return 'empty segment';
  return undefined;
}

/**
 * Refuses keys that could name something outside the store's folder (`..`, absolute paths,
 * backslashes, NUL and other control characters, empty segments). Both stores check the same way.
 */
export function assertBlobKey(key: string): void {
  const problem = keyProblem(key);
  if (problem !== undefined) throw new RangeError(`Invalid blob key (${problem}): ${JSON.stringify(key)}`);
}
