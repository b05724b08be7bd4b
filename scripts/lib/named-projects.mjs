/** The vitest projects a command line names with `--project NAME` or `--project=NAME` (none: it runs all of them). */
export const namedProjects = (args) => args.flatMap((arg, i) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []))
