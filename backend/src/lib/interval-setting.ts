/** A job's interval in milliseconds from an environment variable: at least 100 ms, else the default. */
export function intervalSetting(value: string | undefined, fallback: number): number {
  const ms = Number(value)
  return Number.isFinite(ms) && ms >= 100 ? ms : fallback
}
