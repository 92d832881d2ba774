import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../common/validation'
import { loginBody } from './auth.schemas'
import { loginEmailError, loginPasswordError, toLoginBody } from './login-checks'

const longLocalPart = 'a'.repeat(250)

const emails: unknown[] = [
  '',
  '   ',
  '\t\n',
  'ana@example.com',
  '  Ana.Maria@Example.COM  ',
  'ana',
  'ana@',
  '@example.com',
  'ana@example',
  'ana@exa mple.com',
  'ana@@example.com',
  'ana maria@example.com',
  'ana@example.com.',
  `${'a'.repeat(248)}@x.io`,
  `${'a'.repeat(249)}@x.io`,
  `${longLocalPart}@x.io`,
  `${longLocalPart}@xy.io`,
  `${longLocalPart}@abc.io`,
  `${'a'.repeat(300)}`,
  ` ${longLocalPart}@x.io `,
  undefined,
  null,
  42,
]

const passwords: unknown[] = ['', ' ', '\t', 'secret', '  Secret-1  ', 'p@ss word', undefined, null, 7]

/** The messages `loginBody` gives, field by field, as the server's validation answer names them. */
function zodMessages(body: Record<string, unknown>): Record<string, string> {
  const result = loginBody.safeParse(body)
  return result.success ? {} : fieldErrors(result.error)
}

describe('the sign-in checks give the messages of loginBody', () => {
  it.each(emails.map((email) => [email]))('email %j', (email) => {
    expect(loginEmailError(email)).toBe(zodMessages({ email, password: 'secret' }).email)
  })

  it.each(passwords.map((password) => [password]))('password %j', (password) => {
    expect(loginPasswordError(password)).toBe(zodMessages({ email: 'ana@example.com', password }).password)
  })

  it('refuses an address over 254 characters that has the shape of one', () => {
    expect(loginEmailError(`${longLocalPart}@abc.io`)).toBe('Email may not be greater than 254 characters')
  })
})

describe('toLoginBody', () => {
  it.each([
    ['ana@example.com', 'secret'],
    ['  Ana.Maria@Example.COM  ', '  Secret-1  '],
    ['BUDI@PT-MAJU.CO.ID', 'p@ss word'],
  ])('sends what loginBody parses %s to', (email, password) => {
    expect(toLoginBody({ email, password })).toEqual(loginBody.parse({ email, password }))
  })
})
