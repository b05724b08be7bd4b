// The test files that took longest, from vitest's JSON reports: where to look first when the suite gets slower.
// vitest's JSON report times a file from its first test's start to its last test's end: its imports and beforeAll are not in it.

/** The `count` slowest files of the given reports, slowest first, as { file, seconds } with the file relative to `root`. */
export function slowestFiles(reports, root, count = 10) {
  return reports
    .flatMap((report) => report.testResults ?? [])
    .filter((result) => Number.isFinite(result.startTime) && Number.isFinite(result.endTime))
    .map((result) => ({
      file: result.name.startsWith(`${root}/`) ? result.name.slice(root.length + 1) : result.name,
      seconds: (result.endTime - result.startTime) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
}

/** The lines `npm test` prints for them: the duration right-aligned, then the file. */
export function slowestFilesLines(files) {
  if (!files.length) return []
  const width = Math.max(...files.map(({ seconds }) => seconds.toFixed(1).length))
  return [`slowest test files:`, ...files.map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(width)} s  ${file}`)]
}
