/** A sign-up not confirmed within this many days is deleted (the confirmation mail says so). */
export const PENDING_DAYS = 30

/** A pending address that signs up again gets the confirmation mail again, at most once in this many minutes. */
export const RESEND_AFTER_MINUTES = 10
