/** Runs async steps one at a time, in call order; a failed step does not stop the ones after it. */
export function serialQueue(): <T>(step: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(step: () => Promise<T>): Promise<T> => {
    const run = tail.then(step, step);
    tail = run.catch(() => undefined);
    return run;
  };
}
