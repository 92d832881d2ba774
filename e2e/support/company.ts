import { expect, type APIRequestContext } from '@playwright/test'
import { companySizeValues, industryValues } from '@lumbung/contract'
import { linkIn, waitForMail } from './mailbox'

export const newCompanyPassword = 'Harvest#Panen26'

export interface NewCompany {
  email: string
  fullName: string
  legalName: string
  password: string
}

/** A company nobody has used yet, so journeys never depend on each other or on the demo tenants. */
export function uniqueCompany(label: string): NewCompany {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  return {
    email: `${label}.${suffix}@arunika-data.co.id`,
    fullName: 'Sekar Ayu Pertiwi',
    legalName: `PT Arunika ${label} ${suffix}`,
    password: newCompanyPassword,
  }
}

export async function accessTokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { access_token: string } }).data.access_token
}

/** Signs a company up and confirms its owner's email through the API, as the mailed link would. */
export async function signUpVerifiedOwner(request: APIRequestContext, company: NewCompany) {
  const register = await request.post('/api/auth/user/register', {
    data: {
      full_name: company.fullName,
      email: company.email,
      phone_number: '81234500099',
      password: company.password,
      password_confirmation: company.password,
      legal_name: company.legalName,
      industry: industryValues[0],
      company_size: companySizeValues[0],
      employee_position: 'Chief Data Officer',
    },
  })
  expect(register.ok(), await register.text()).toBe(true)
  const mail = await waitForMail(request, company.email, (message) =>
    message.text.includes('/email-verification'),
  )
  const token = new URL(linkIn(mail, '/email-verification'), 'http://localhost').searchParams.get('token')
  const verified = await request.put('/api/auth/verification', { data: { token } })
  expect(verified.ok(), await verified.text()).toBe(true)
}

export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** Submits the company's registration documents (POST /tenant/verify) as its owner. */
export async function submitCompanyDocuments(request: APIRequestContext, company: NewCompany) {
  const token = await accessTokenOf(request, company.email, company.password)
  const response = await request.post('/api/auth/tenant/verify', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { nib: { name: 'nib.pdf', mimeType: 'application/pdf', buffer: samplePdf } },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/**
 * Invites a member to a verified company as its owner and accepts the mailed invitation through the API,
 * as the activation screen would: an account of the company that is not its owner.
 */
export async function addActiveMember(
  request: APIRequestContext,
  company: NewCompany,
): Promise<{ email: string; password: string }> {
  const email = company.email.replace(/^[^.]+\./, 'member.')
  const token = await accessTokenOf(request, company.email, company.password)
  const invited = await request.post('/api/auth/user/invite-member', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, full_name: 'Galih Saputra', application_role: 'member' },
  })
  expect(invited.ok(), await invited.text()).toBe(true)
  const mail = await waitForMail(request, email, (message) => message.text.includes('/account-activation'))
  const link = new URL(linkIn(mail, '/account-activation'), 'http://localhost')
  const activated = await request.put('/api/auth/user/activate', {
    data: {
      token: link.searchParams.get('token'),
      password: company.password,
      password_confirmation: company.password,
    },
  })
  expect(activated.ok(), await activated.text()).toBe(true)
  return { email, password: company.password }
}
