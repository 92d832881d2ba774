import { describe, expect, it } from 'vitest'
import { operatorErrorMessages } from '@lumbung/contract'
import { bearer, login, signInThroughForm } from '../../../test/test-app'
import { operator, setupOperatorTests } from './operator.test-helpers'

const setup = setupOperatorTests()
const { asOperator, tenantIdOf, userIdOf, userRow, auditEntries } = setup

describe('GET /api/operator/users', () => {
  it('lists users of every tenant with tenant, role, status and the operator flag', async () => {
    const response = await asOperator({ method: 'GET', url: '/api/operator/users?search=provider.test' })
    const { data, total_data } = response.json().data
    expect(total_data).toBe(3)
    expect(data.find((user: { email: string }) => user.email === 'admin@provider.test')).toMatchObject({
      full_name: 'Dewi Lestari',
      tenant_name: 'PT Data Nusantara',
      application_role: 'admin',
      status: 'ACTIVE',
      is_operator: false,
      user_is_verified: true,
    })
  })

  it('filters by operator flag, role and tenant, and pages', async () => {
    const operators = (
      await asOperator({ method: 'GET', url: '/api/operator/users?is_operator=true' })
    ).json().data
    expect(operators.data.map((user: { email: string }) => user.email).sort()).toEqual([
      'operator@lumbung.test',
      'second.operator@lumbung.test',
    ])
    const admins = (
      await asOperator({ method: 'GET', url: '/api/operator/users?application_role=admin' })
    ).json().data
    expect(admins.total_data).toBe(2)
    const tenantId = await tenantIdOf('PT Konsumen Maju')
    const page = (
      await asOperator({ method: 'GET', url: `/api/operator/users?tenant_id=${tenantId}&limit=2&page=2` })
    ).json().data
    expect(page.total_data).toBe(3)
    expect(page.data).toHaveLength(1)
  })
})

describe('deactivating and reactivating users', () => {
  const member = 'member@consumer.test'

  it('ends the user’s sessions at once, and reactivation lets them sign in again', async () => {
    const session = await login(setup.subject.app, member)
    const memberId = await userIdOf(member)
    const me = () =>
      setup.subject.app.inject({
        method: 'GET',
        url: '/api/auth/user/information',
        headers: bearer(session.accessToken),
      })
    expect((await me()).statusCode).toBe(200)

    const notices: unknown[] = []
    const stopListening = setup.subject.app.notices.subscribe((notice) => notices.push(notice))
    const response = await asOperator({ method: 'PUT', url: `/api/operator/users/${memberId}/deactivate` })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ email: member, status: 'DEACTIVATED' })
    // The gateway forgets the person's named keys at once.
    const memberNotice = { topic: 'member', tenantId: (await userRow(member)).tenantId, userId: memberId }
    expect(notices).toEqual([memberNotice])

    expect((await me()).statusCode).toBe(401)
    const refreshed = await setup.subject.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refresh_token: session.refreshToken },
    })
    expect(refreshed.statusCode).toBe(401)
    const signIn = await setup.subject.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member, password: 'Demo123!' },
    })
    expect(signIn.statusCode).toBe(401)

    const listed = (await asOperator({ method: 'GET', url: '/api/operator/users?status=DEACTIVATED' })).json()
      .data
    expect(listed.data.map((user: { email: string }) => user.email)).toEqual([member])
    const [entry] = await auditEntries('operator.user.deactivate', memberId)
    expect(entry).toMatchObject({
      actorUserId: await userIdOf(operator),
      tenantId: (await userRow(member)).tenantId,
    })

    const again = await asOperator({ method: 'PUT', url: `/api/operator/users/${memberId}/deactivate` })
    expect(again.statusCode).toBe(409)

    const reactivated = await asOperator({ method: 'PUT', url: `/api/operator/users/${memberId}/reactivate` })
    expect(reactivated.statusCode).toBe(200)
    expect(reactivated.json().data.status).toBe('ACTIVE')
    expect(notices).toEqual([memberNotice, memberNotice])
    stopListening()
    expect((await signInThroughForm(setup.subject.app, member)).accessToken).toBeTruthy()
    expect(await auditEntries('operator.user.reactivate', memberId)).toHaveLength(1)
  })

  it('never deactivates the operator themselves or another operator', async () => {
    const self = await asOperator({
      method: 'PUT',
      url: `/api/operator/users/${await userIdOf(operator)}/deactivate`,
    })
    expect(self.statusCode).toBe(403)
    expect(self.json().code).toBe('CANNOT_DEACTIVATE_SELF')
    const other = await asOperator({
      method: 'PUT',
      url: `/api/operator/users/${await userIdOf('second.operator@lumbung.test')}/deactivate`,
    })
    expect(other.statusCode).toBe(403)
    expect(other.json().code).toBe('OPERATOR_PROTECTED')
    expect((await userRow('second.operator@lumbung.test')).status).toBe('ACTIVE')
  })

  it('never deactivates a company’s owner, and names ownership transfer as the way', async () => {
    const ownerId = await userIdOf('owner@consumer.test')
    const response = await asOperator({ method: 'PUT', url: `/api/operator/users/${ownerId}/deactivate` })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'OWNER_CANNOT_BE_DEACTIVATED',
      message: operatorErrorMessages.ownerCannotBeDeactivated,
    })
    expect(response.json().message).toContain('Transfer ownership')
    expect((await userRow('owner@consumer.test')).status).toBe('ACTIVE')
    expect(await auditEntries('operator.user.deactivate', ownerId)).toEqual([])
  })

  it('refuses to reactivate a user who is not deactivated, and answers an unknown user with 404', async () => {
    const active = await asOperator({
      method: 'PUT',
      url: `/api/operator/users/${await userIdOf('admin@provider.test')}/reactivate`,
    })
    expect(active.statusCode).toBe(409)
    const unknown = await asOperator({
      method: 'PUT',
      url: '/api/operator/users/00000000-0000-4000-8000-000000000000/deactivate',
    })
    expect(unknown.statusCode).toBe(404)
  })
})
