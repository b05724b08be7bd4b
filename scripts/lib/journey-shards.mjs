import { slowestFiles } from './slowest-files.mjs'

// The journeys cut into shards for the queue both stacks of `npm test` take from (scripts/lib/suite-stages.mjs), by
// time rather than by count: vitest's own `--shard` cuts by file count in hash order, so one shard could hold both axe
// sweeps of the back office and end the run alone. The shards get smaller along the queue, from one and a half times
// the mean to half of it: the lanes take the big ones while the other projects run beside them, and the small ones
// last even out when the lanes end. A file's weight is its seconds in e2e/durations.json (`npm run journey-durations`
// writes it from a run's reports); a file not in it weighs the median.

/** The median of the known weights (1 when none is known). */
function medianOf(values) {
  if (!values.length) return 1
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * `files` (paths relative to the repository) in at most `count` shards, in the order the queue takes them: each shard
 * has a target, falling evenly from 1.5 to 0.5 times the mean along the queue, and each file, heaviest first, goes to
 * the shard furthest below its target (ties: the earlier shard; files of equal weight by path, so a plan is the same
 * on every host). Returns `[{ files, weight }]` without empty shards.
 */
export function planJourneyShards(files, durations, count) {
  const median = medianOf(files.map((file) => durations[file]).filter((seconds) => Number.isFinite(seconds)))
  const weightOf = (file) => (Number.isFinite(durations[file]) ? durations[file] : median)
  const n = Math.max(1, Math.min(count, files.length))
  const mean = files.reduce((total, file) => total + weightOf(file), 0) / n
  const shards = Array.from({ length: n }, (_, index) => ({ files: [], weight: 0, target: n > 1 ? mean * (1.5 - index / (n - 1)) : mean }))
  const ordered = [...files].sort((a, b) => weightOf(b) - weightOf(a) || (a < b ? -1 : a > b ? 1 : 0))
  for (const file of ordered) {
    const room = (shard) => shard.target - shard.weight
    const emptiest = shards.reduce((most, shard) => (room(shard) > room(most) ? shard : most))
    emptiest.files.push(file)
    emptiest.weight += weightOf(file)
  }
  return shards.filter((shard) => shard.files.length).map(({ files, weight }) => ({ files, weight }))
}

/** e2e/durations.json from vitest JSON reports: each file's seconds, as `npm test` times its slowest files, rounded. */
export function durationsOf(reports, root) {
  const entries = slowestFiles(reports, root, Infinity).map(({ file, seconds }) => [file, Math.max(1, Math.round(seconds))])
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)))
}
