import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

type Queried = {
  id: string
  code: string
  store_credit_account?: { id: string; transactions?: ({ type: string; reference: string; reference_id: string } | null)[] | null } | null
}

/** A gift card with the account that holds its balance, and whether something was already credited to it. */
export type CardAccount = { id: string; code: string; accountId: string; credited: (reference: string, referenceId: string) => boolean }

/**
 * The cards' balance accounts (the loyalty plugin's store credit accounts) and what they were credited: what goes back
 * onto a card goes there once per `reference` / `reference_id` (a cancelled order, a return, a claim).
 */
export async function cardAccounts(container: MedusaContainer, cardIds: string[]): Promise<CardAccount[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: 'gift_card',
    fields: [
      'id',
      'code',
      'store_credit_account.id',
      'store_credit_account.transactions.type',
      'store_credit_account.transactions.reference',
      'store_credit_account.transactions.reference_id',
    ],
    filters: { id: cardIds },
  })
  return (data as Queried[]).flatMap((card) => {
    const account = card.store_credit_account
    if (!account) return []
    const credits = (account.transactions ?? []).filter((entry) => entry?.type === 'credit')
    return [
      {
        id: card.id,
        code: card.code,
        accountId: account.id,
        credited: (reference: string, referenceId: string) => credits.some((entry) => entry?.reference === reference && entry.reference_id === referenceId),
      },
    ]
  })
}
