import { describe, expect, it } from 'vitest'
import { failedTests, failedTestsLines } from './failed-tests.mjs'

const root = '/repo'

describe('the failed tests printed at the end of the suite', () => {
  it('names each failed test with its file and the first lines of its message, without colour codes', () => {
    const reports = [
      {
        testResults: [
          {
            name: '/repo/e2e/a.e2e.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'fine' },
              {
                status: 'failed',
                fullName: 'cart › adds a ring',
                failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at a.ts:3\n    at b.ts:4\n    at c.ts:5'],
              },
            ],
          },
        ],
      },
    ]
    expect(failedTestsLines(failedTests(reports, root))).toEqual([
      'failed tests:',
      '  ✗ e2e/a.e2e.test.ts › cart › adds a ring',
      '      AssertionError: expected 1 to be 2',
      '          at a.ts:3',
      '          at b.ts:4',
      '          at c.ts:5',
    ])
  })

  it('names a file that failed before its tests ran', () => {
    const reports = [{ testResults: [{ name: '/repo/b.test.ts', status: 'failed', message: 'Error: boot failed', assertionResults: [] }] }]
    expect(failedTests(reports, root)).toEqual([{ file: 'b.test.ts', name: '(the file itself)', message: ['Error: boot failed'] }])
  })

  it('prints nothing when all passed', () => {
    expect(
      failedTestsLines(failedTests([{ testResults: [{ name: '/repo/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] }] }], root)),
    ).toEqual([])
  })
})
