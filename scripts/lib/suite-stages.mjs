// In which order `npm test` runs the projects that need the stack: stage by stage, the vitest runs of a stage side by
// side. The journeys and the HTTP-bound projects mostly wait for Medusa's answers, so the
// latter run beside the former rather than after them. The settings group changes what the whole shop shows: a stage
// of its own, after both.
const STAGES = [[['e2e'], ['integration', 'backend']], [['settings']]]

/** The stages for the projects wanted (each stage a list of runs, each run a list of projects); others run last, together. */
export function suiteStages(projects) {
  const stages = STAGES.map((stage) => stage.map((run) => run.filter((project) => projects.includes(project))).filter((run) => run.length)).filter(
    (stage) => stage.length,
  )
  const unstaged = projects.filter((project) => !STAGES.flat(2).includes(project))
  return unstaged.length ? [...stages, [unstaged]] : stages
}
