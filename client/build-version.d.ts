/** This build's version, compiled in by client/build/version-plugin.ts (the same value as builds/latest.json). */
declare const __BUILD_VERSION__: string
