import { useQuery } from '@tanstack/react-query'
import { twoFactorState } from './two-factor'

/** The shop's requirement and the signed-in member's enrolment (GET /admin/two-factor), asked once someone is signed in. */
export const useTwoFactorState = (signedIn = true) =>
  useQuery({ queryKey: ['two-factor', 'state'], queryFn: twoFactorState, staleTime: 60_000, retry: 1, enabled: signedIn })
