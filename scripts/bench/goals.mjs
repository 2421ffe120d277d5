// Goals: each one met, missed, or unknown where the run cannot tell (never guessed).

/** One goal: `met` true, false, or null when it could not be measured (`why` says so). */
export function goal(text, met, why) {
  return {
    goal: text,
    met: met === null || met === undefined ? null : Boolean(met),
    ...(why ? { why } : {}),
  };
}

/** `met: null` with the reason: the figure the goal is about was not measured. */
export function unknown(text, why) {
  return goal(text, null, why);
}

/** Adds `goals` to a row, with `goal` (the goals in words) and `met` (all met; null when any is unknown and none missed). */
export function withGoals(row, goals) {
  const met = goals.some((g) => g.met === false) ? false : goals.some((g) => g.met === null) ? null : true;
  return { ...row, goals, goal: goals.map((g) => g.goal).join('; '), met };
}

/** `met`, `missed` or `unknown`, as printed. */
export function verdict(met) {
  return met === true ? 'met' : met === false ? 'missed' : 'unknown';
}
