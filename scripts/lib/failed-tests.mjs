// The failed tests of vitest's JSON reports, printed at the end of `npm test`: CI shows only the tail of a long run, so
// the names and first lines of the failures must sit there, beside the count.

/** Each failed test as { file, name, message } with the file relative to `root` and the message's first lines. */
export function failedTests(reports, root, lines = 4) {
  return reports
    .flatMap((report) => report.testResults ?? [])
    .flatMap((result) => {
      const file = result.name.startsWith(`${root}/`) ? result.name.slice(root.length + 1) : result.name
      const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed')
      // a file that failed before any test ran (an import or a beforeAll) has its message on the file
      if (!failed.length && result.status === 'failed') return [{ file, name: '(the file itself)', message: firstLines(result.message, lines) }]
      return failed.map((test) => ({
        file,
        name: test.fullName ?? test.title,
        message: firstLines((test.failureMessages ?? []).join('\n'), lines),
      }))
    })
}

function firstLines(text = '', count) {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of a terminal are what it removes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(0, count)
  )
}

/** The lines `npm test` prints for them. */
export function failedTestsLines(failures) {
  if (!failures.length) return []
  return ['failed tests:', ...failures.flatMap(({ file, name, message }) => [`  ✗ ${file} › ${name}`, ...message.map((line) => `      ${line}`)])]
}
