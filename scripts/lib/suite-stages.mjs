// In which order `npm test` runs the projects that need the stack: stage by stage, the lanes of a stage side by side,
// each lane on a stack of its own ('first', or 'side': the second stack of scripts/lib/stack-plan.mjs). The HTTP-bound
// projects run on the side stack while the journeys start on the first; the journeys are cut into shards (vitest's
// `--shard`) that both lanes take from one queue, so the lane that finishes its own runs first takes more of them and
// neither stack idles while the other still works. The settings group changes what the whole shop shows: it runs
// where no other test runs at that time — on the side stack once the queue is empty (the first stack's last shard
// sees its own shop), or in a stage of its own.
const SHARED = 'e2e'
const SIDE = ['integration', 'backend']
const LAST = ['settings']

/** A run: vitest over `projects`, optionally one shard of them ("2/8"). */
const run = (projects, shard) => (shard ? { projects, shard } : { projects })

/**
 * The stages for the projects wanted: each `{ lanes: [{ stack, runs, after }], queue }`, where a lane first does its
 * own `runs` in order, then takes runs from the stage's queue until it is empty, then does its `after` runs. `shards`
 * cuts the journeys (1: not cut, as for a run of a few named files). Projects no stage names run last, together.
 */
export function suiteStages(projects, { shards = 8 } = {}) {
  const stages = []
  const side = SIDE.filter((project) => projects.includes(project))
  const shared = projects.includes(SHARED)
  const last = LAST.filter((project) => projects.includes(project))
  if (shared && side.length) {
    const cut = shards > 1
    stages.push({
      lanes: [
        { stack: 'first', runs: cut ? [] : [run([SHARED])], after: [] },
        { stack: 'side', runs: [run(side)], after: last.length ? [run(last)] : [] },
      ],
      queue: cut ? Array.from({ length: shards }, (_, index) => run([SHARED], `${index + 1}/${shards}`)) : [],
    })
  } else {
    if (shared || side.length) stages.push({ lanes: [{ stack: 'first', runs: [run(shared ? [SHARED] : side)], after: [] }], queue: [] })
    if (last.length) stages.push({ lanes: [{ stack: 'first', runs: [run(last)], after: [] }], queue: [] })
  }
  const unstaged = projects.filter((project) => project !== SHARED && !SIDE.includes(project) && !LAST.includes(project))
  if (unstaged.length) stages.push({ lanes: [{ stack: 'first', runs: [run(unstaged)], after: [] }], queue: [] })
  return stages
}
