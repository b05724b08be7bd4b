// Where a start-up's time goes: each step's start and duration, printed at its end. Steps that run side by side
// overlap, so the durations add up to more than the whole.

/** A recorder: `step(name, work)` runs and times `work`; `lines()` lists the steps in the order they started. */
export function stepProfile() {
  const started = Date.now()
  const steps = []
  const seconds = (ms) => (ms / 1000).toFixed(1)
  return {
    async step(name, work) {
      const entry = { name, from: Date.now() - started, took: null }
      steps.push(entry)
      try {
        return await work()
      } finally {
        entry.took = Date.now() - entry.from - started
      }
    },
    lines() {
      const rows = steps.filter((entry) => entry.took !== null).map((entry) => [`${seconds(entry.from)} s`, `${seconds(entry.took)} s`, entry.name])
      const width = (column) => Math.max(...rows.map((row) => row[column].length))
      return [
        `start-up in ${seconds(Date.now() - started)} s (at, took, step):`,
        ...rows.map(([from, took, name]) => `  ${from.padStart(width(0))}  ${took.padStart(width(1))}  ${name}`),
      ]
    },
  }
}
