// In which order `npm test` runs the projects that need the stack: stage by stage, the lanes of a stage side by side,
// each lane on a stack of its own ('first', or 'side': the second stack of scripts/lib/stack-plan.mjs). The HTTP-bound
// projects run on the side stack while the journeys start on the first; the journeys are cut into shards (by time,
// scripts/lib/journey-shards.mjs) that both lanes take from one queue, so the lane that finishes its own runs first
// takes more of them and neither stack idles while the other still works. The settings group changes what the whole shop shows: it runs
// where no other test runs at that time — first on the side stack, before its own projects (the first stack's
// journeys see their own shop meanwhile; what the group takes longer the side stack's lane then takes fewer shards),
// or in a stage of its own.
//
// The side lane runs two of the queue's shards at a time once its own runs are done: by then only journeys are left,
// and they wait for pages and Medusa more than they compute. On two cores, eight shards took 245 s three at a time
// against 298 s two at a time, with no more CPU (four at a time: 264 s, a fifth more CPU).
const SHARED = 'e2e'
const SIDE_TAKERS = 2
const SIDE = ['integration', 'backend']
const LAST = ['settings']

/** The one lane of a stage that runs on the first stack alone. */
const lane = (runs) => ({ stack: 'first', alone: [], runs, takers: 1 })

/** A run: vitest over `projects`, optionally one shard of them ("2/8"). */
const run = (projects, shard) => (shard ? { projects, shard } : { projects })

/**
 * The stages for the projects wanted: each `{ lanes: [{ stack, alone, runs, takers }], queue }`, where a lane first does
 * its `alone` runs (those that need its stack to themselves), then its own `runs` in order, then takes runs from the
 * stage's queue, `takers` at a time, until it is empty. `shards`
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
        { stack: 'first', alone: [], runs: cut ? [] : [run([SHARED])], takers: 1 },
        { stack: 'side', alone: last.length ? [run(last)] : [], runs: [run(side)], takers: cut ? SIDE_TAKERS : 1 },
      ],
      queue: cut ? Array.from({ length: shards }, (_, index) => run([SHARED], `${index + 1}/${shards}`)) : [],
    })
  } else {
    if (shared || side.length) stages.push({ lanes: [lane([run(shared ? [SHARED] : side)])], queue: [] })
    if (last.length) stages.push({ lanes: [lane([run(last)])], queue: [] })
  }
  const unstaged = projects.filter((project) => project !== SHARED && !SIDE.includes(project) && !LAST.includes(project))
  if (unstaged.length) stages.push({ lanes: [lane([run(unstaged)])], queue: [] })
  return stages
}
