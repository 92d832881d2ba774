import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn, pageSignedInAs, sessionOf } from '../support/api-session'
import { lastMonth } from '../support/billing-periods'

test('a consumer disputes an invoice line, the provider answers and the operator credits it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const period = lastMonth().period
  // Last month is closed (closing it again issues nothing new).
  const operator = await sessionOf(request, accounts.operator)
  const closed = await request.post('/api/operator/billing/month-close', {
    headers: { authorization: `Bearer ${operator.access_token}` },
    data: { period },
  })
  expect(closed.ok(), await closed.text()).toBe(true)

  // The consumer's owner disputes the first charge still open to a dispute.
  const reason = `Calls failed on ${Date.now().toString(36)} and were counted.`
  const consumer = await pageSignedInAs(
    accounts.consumerOwner,
    `/consumer/billings/billings-history?period=${period}`,
  )
  await expect(consumer.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible()
  const disputeButton = consumer.getByRole('button', { name: /^Dispute / }).first()
  await expect(disputeButton).toBeVisible()
  await disputeButton.click()
  const dialog = consumer.getByRole('dialog', { name: 'Dispute a charge' })
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason)
  await dialog.getByRole('button', { name: 'Send dispute' }).click()
  await expect(dialog).toBeHidden()
  await expect(consumer.getByText(reason)).toBeVisible()
  await expectAccessible(consumer, 'invoice with a dispute')

  // The provider's owner answers it from the settlement history's disputes.
  const answer = `We checked the log: ${Date.now().toString(36)}.`
  const provider = await pageSignedInAs(
    accounts.providerOwner,
    '/provider/billings/settlement-history?tab=disputes',
  )
  const answerButton = provider.getByRole('button', { name: /^Answer the dispute about / }).first()
  await expect(answerButton).toBeVisible()
  await answerButton.click()
  const answerDialog = provider.getByRole('dialog', { name: 'Answer the dispute' })
  await answerDialog.getByRole('textbox', { name: 'Answer' }).fill(answer)
  await answerDialog.getByRole('button', { name: 'Send answer' }).click()
  await expect(answerDialog).toBeHidden()
  await expect(provider.getByText(answer)).toBeVisible()
  await expectAccessible(provider, 'provider disputes')

  // The operator resolves it with a credit.
  await openSignedIn(page, accounts.operator, '/operator/billing?tab=disputes')
  const resolveButton = page.getByRole('button', { name: /^Resolve the dispute about / }).first()
  await expect(resolveButton).toBeVisible()
  await resolveButton.click()
  const resolveDialog = page.getByRole('dialog', { name: 'Resolve the dispute' })
  await resolveDialog.getByRole('radio', { name: 'Credit the consumer on its next invoice' }).check()
  await resolveDialog.getByRole('textbox', { name: 'Credit amount (Rp)' }).fill('1000')
  await resolveDialog
    .getByRole('textbox', { name: 'Note to both companies' })
    .fill('One call was counted twice.')
  await resolveDialog.getByRole('button', { name: 'Resolve' }).click()
  await expect(resolveDialog).toBeHidden()
  await expectAccessible(page, 'operator disputes')

  // The consumer reads the outcome on the line it disputed.
  await consumer.reload()
  await expect(consumer.getByText(reason)).toBeVisible()
  await expect(consumer.getByText('One call was counted twice.')).toBeVisible()
})
