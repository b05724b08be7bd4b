export declare const MAX_KEY_BYTES: number
export declare function fitsKvKey(key: string): boolean
export declare function redirectKey(path: string): string
export declare function isAbsolute(target: string): boolean
export declare function isSafeTarget(target: unknown): target is string
export declare function targetKey(to: string): string | null
