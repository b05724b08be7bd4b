export declare const namedProjects: (args: readonly string[]) => string[]
