import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  checkFile,
  fieldErrors,
  isBusinessEmail,
  isComplexPassword,
  messages,
  rules,
  withConfirmed,
  withPasswordConfirmation,
} from './validation'

/** The message a user sees under the field: the first failing rule, or undefined when the value passes. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

const complexPasswordMessage =
  'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, and symbols (!, @, #, $, %, ^, &, *)'

describe('messages (SPEC §5 wording)', () => {
  it.each([
    [messages.required('Email'), 'Email can not be empty'],
    [messages.min('Name', 3), 'Name may not be less than 3 characters'],
    [messages.max('Name', 50), 'Name may not be greater than 50 characters'],
    [messages.confirmed('Email'), 'Email does not match'],
    [messages.email('Email'), 'Email is not valid'],
    [messages.businessEmail('Business email'), 'Business email is not valid'],
    [messages.numeric('Price'), 'Price must be number'],
    [messages.numericNotZero('Price'), 'Price can not have value 0'],
    [messages.phone('Phone number'), 'Phone number is not valid'],
    [messages.minValue('Quantity', 1), 'Quantity must be at least 1'],
    [messages.maxValue('Quantity', 100), 'Quantity must be less than 100'],
    [messages.image('Logo'), 'Logo must be an image'],
    [messages.mimes('Document'), 'Document must have a valid file type'],
    [messages.complexPassword(), complexPasswordMessage],
    [messages.passwordConfirmation(), 'Password confirmation does not match'],
    [messages.url(), 'URL format is not valid.'],
    [
      messages.alphaKey('Key'),
      'The Key field may contain alpha-key characters as well as dashes, underscores, and dot',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('states file sizes below 1000 KB in KB', () => {
    expect(messages.size('Photo', 500)).toBe('The Photo size must be less than 500 KB')
    expect(messages.size('Photo', 999)).toBe('The Photo size must be less than 999 KB')
  })

  it('states file sizes of 1000 KB or more in MB', () => {
    expect(messages.size('Photo', 1000)).toBe('The Photo size must be less than 1 MB')
    expect(messages.size('Photo', 2000)).toBe('The Photo size must be less than 2 MB')
    expect(messages.size('Photo', 1500)).toBe('The Photo size must be less than 1.5 MB')
    expect(messages.size('Dataset file', 10_240)).toBe('The Dataset file size must be less than 10.24 MB')
  })

  it('gives each alpha rule its own message naming the field', () => {
    const texts = [
      messages.alpha('Name'),
      messages.alphaDash('Name'),
      messages.alphaNum('Name'),
      messages.alphaSpaces('Name'),
      messages.alphaKey('Name'),
    ]
    expect(new Set(texts).size).toBe(texts.length)
    for (const text of texts) expect(text).toContain('The Name field may')
  })
})

describe('rules.required', () => {
  it.each([[''], ['   '], [undefined], [null]])('refuses %j', (value) => {
    expect(firstMessage(rules.required('Full name'), value)).toBe('Full name can not be empty')
  })

  it('accepts text and trims it', () => {
    expect(rules.required('Full name').parse('  Siti  ')).toBe('Siti')
  })
})

describe('rules.min and rules.max', () => {
  it('min refuses shorter text, accepts the boundary', () => {
    expect(firstMessage(rules.min('Company name', 3), 'PT')).toBe(
      'Company name may not be less than 3 characters',
    )
    expect(firstMessage(rules.min('Company name', 3), 'ABC')).toBeUndefined()
    expect(firstMessage(rules.min('Company name', 3), '')).toBe('Company name can not be empty')
  })

  it('max refuses longer text, accepts the boundary', () => {
    expect(firstMessage(rules.max('Description', 5), 'abcdef')).toBe(
      'Description may not be greater than 5 characters',
    )
    expect(firstMessage(rules.max('Description', 5), 'abcde')).toBeUndefined()
  })

  it('between gives whichever bound is broken', () => {
    const schema = rules.between('Username', 4, 6)
    expect(firstMessage(schema, 'abc')).toBe('Username may not be less than 4 characters')
    expect(firstMessage(schema, 'abcdefg')).toBe('Username may not be greater than 6 characters')
    expect(firstMessage(schema, 'abcd')).toBeUndefined()
    expect(firstMessage(schema, 'abcdef')).toBeUndefined()
  })
})

describe('rules.email', () => {
  it.each(['plain', 'a@b', 'a b@c.com', '@example.com', 'someone@'])('refuses %s', (value) => {
    expect(firstMessage(rules.email('Email'), value)).toBe('Email is not valid')
  })

  it('asks for a value first', () => {
    expect(firstMessage(rules.email('Email'), '')).toBe('Email can not be empty')
  })

  it('accepts and lower-cases a valid address, personal providers included', () => {
    expect(rules.email('Email').parse(' Owner@Provider.TEST ')).toBe('owner@provider.test')
    expect(firstMessage(rules.email('Email'), 'someone@gmail.com')).toBeUndefined()
  })
})

describe('rules.businessEmail', () => {
  it.each(['someone@gmail.com', 'someone@yahoo.co.id', 'someone@HOTMAIL.com', 'someone@mail.yahoo.com'])(
    'refuses the personal provider in %s',
    (value) => {
      expect(firstMessage(rules.businessEmail('Business email'), value)).toBe('Business email is not valid')
    },
  )

  it('refuses a malformed address and an empty one with their own messages', () => {
    expect(firstMessage(rules.businessEmail('Business email'), 'not-an-email')).toBe(
      'Business email is not valid',
    )
    expect(firstMessage(rules.businessEmail('Business email'), '')).toBe('Business email can not be empty')
  })

  it('accepts a company address', () => {
    expect(rules.businessEmail('Business email').parse('Finance@Nusantara.co.id')).toBe(
      'finance@nusantara.co.id',
    )
    expect(isBusinessEmail('data@acme.com')).toBe(true)
    expect(isBusinessEmail('data@gmail.com')).toBe(false)
  })
})

describe('rules.numeric and rules.numericNotZero', () => {
  it.each(['abc', '12a', '1,5', '--1'])('numeric refuses %s', (value) => {
    expect(firstMessage(rules.numeric('Price'), value)).toBe('Price must be number')
  })

  it.each(['0', '15', '-3', '2.5'])('numeric accepts %s', (value) => {
    expect(firstMessage(rules.numeric('Price'), value)).toBeUndefined()
  })

  it.each(['0', '0.0', '-0', '000'])('not-zero refuses %s', (value) => {
    expect(firstMessage(rules.numericNotZero('Price'), value)).toBe('Price can not have value 0')
  })

  it('not-zero still wants a number, and accepts any other number', () => {
    expect(firstMessage(rules.numericNotZero('Price'), 'ten')).toBe('Price must be number')
    expect(firstMessage(rules.numericNotZero('Price'), '')).toBe('Price can not be empty')
    expect(firstMessage(rules.numericNotZero('Price'), '0.5')).toBeUndefined()
  })
})

describe('rules.phone', () => {
  it('refuses a number starting with 0', () => {
    expect(firstMessage(rules.phone('Phone number'), '081234567890')).toBe('Phone number is not valid')
  })

  it('accepts a number without the leading 0', () => {
    expect(firstMessage(rules.phone('Phone number'), '81234567890')).toBeUndefined()
  })

  it('wants digits and a value', () => {
    expect(firstMessage(rules.phone('Phone number'), '8123-4567')).toBe('Phone number must be number')
    expect(firstMessage(rules.phone('Phone number'), '')).toBe('Phone number can not be empty')
  })
})

describe('rules.minValue and rules.maxValue', () => {
  it('min_value accepts the minimum and refuses below it', () => {
    expect(firstMessage(rules.minValue('Quantity', 1), '0')).toBe('Quantity must be at least 1')
    expect(firstMessage(rules.minValue('Quantity', 1), 0.5)).toBe('Quantity must be at least 1')
    expect(rules.minValue('Quantity', 1).parse('1')).toBe(1)
    expect(rules.minValue('Quantity', 1).parse(7)).toBe(7)
  })

  it('max_value refuses the maximum itself, as its message says "less than"', () => {
    expect(firstMessage(rules.maxValue('Discount', 100), '100')).toBe('Discount must be less than 100')
    expect(firstMessage(rules.maxValue('Discount', 100), 150)).toBe('Discount must be less than 100')
    expect(rules.maxValue('Discount', 100).parse('99.5')).toBe(99.5)
  })

  it('does not read an empty input as 0', () => {
    expect(firstMessage(rules.maxValue('Discount', 100), '')).toBe('Discount can not be empty')
    expect(firstMessage(rules.minValue('Quantity', 0), '  ')).toBe('Quantity can not be empty')
    expect(firstMessage(rules.minValue('Quantity', 0), undefined)).toBe('Quantity can not be empty')
  })

  it('wants a number', () => {
    expect(firstMessage(rules.minValue('Quantity', 1), 'many')).toBe('Quantity must be number')
    expect(firstMessage(rules.maxValue('Quantity', 10), '0x5')).toBe('Quantity must be number')
    expect(firstMessage(rules.maxValue('Quantity', 10), Number.NaN)).toBe('Quantity must be number')
  })
})

describe('alpha rules', () => {
  const alpha = 'The Name field may only contain alphabetic characters'
  const alphaDash = 'The Name field may contain alpha-numeric characters as well as dashes and underscores'
  const alphaNum = 'The Name field may only contain alpha-numeric characters'
  const alphaSpaces = 'The Name field may only contain alphabetic characters as well as spaces'

  it('alpha takes letters only', () => {
    expect(firstMessage(rules.alpha('Name'), 'Siti')).toBeUndefined()
    expect(firstMessage(rules.alpha('Name'), 'Siti1')).toBe(alpha)
    expect(firstMessage(rules.alpha('Name'), 'Siti Nur')).toBe(alpha)
  })

  it('alpha_dash adds digits, dashes and underscores', () => {
    expect(firstMessage(rules.alphaDash('Name'), 'data_set-01')).toBeUndefined()
    expect(firstMessage(rules.alphaDash('Name'), 'data set')).toBe(alphaDash)
    expect(firstMessage(rules.alphaDash('Name'), 'data.set')).toBe(alphaDash)
  })

  it('alpha_num takes letters and digits', () => {
    expect(firstMessage(rules.alphaNum('Name'), 'abc123')).toBeUndefined()
    expect(firstMessage(rules.alphaNum('Name'), 'abc-123')).toBe(alphaNum)
  })

  it('alpha_spaces takes letters and spaces', () => {
    expect(firstMessage(rules.alphaSpaces('Name'), 'Siti Nur Aisyah')).toBeUndefined()
    expect(firstMessage(rules.alphaSpaces('Name'), 'Siti-Nur')).toBe(alphaSpaces)
    expect(firstMessage(rules.alphaSpaces('Name'), 'Siti 2')).toBe(alphaSpaces)
  })

  it('alpha key takes letters, digits, underscore, dot and dash only', () => {
    const message =
      'The API key field may contain alpha-key characters as well as dashes, underscores, and dot'
    expect(firstMessage(rules.alphaKey('API key'), 'my_key.v1-2')).toBeUndefined()
    expect(firstMessage(rules.alphaKey('API key'), 'my key')).toBe(message)
    expect(firstMessage(rules.alphaKey('API key'), 'my/key')).toBe(message)
    expect(firstMessage(rules.alphaKey('API key'), 'kunci!')).toBe(message)
  })
})

describe('rules.url', () => {
  it.each([
    'ftp://files.example.com/a.csv',
    'http://example.com',
    'https://api.example.com/v1?x=1',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (value) => {
    expect(firstMessage(rules.url('Base URL'), value)).toBeUndefined()
  })

  it.each([
    'www.example.com',
    'example.com',
    'mailto:a@example.com',
    'sftp://example.com',
    'http://',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(firstMessage(rules.url('Base URL'), value)).toBe('URL format is not valid.')
  })
})

describe('rules.complexPassword', () => {
  const schema = rules.complexPassword()

  it('accepts exactly 8 and exactly 32 characters', () => {
    const eight = 'Abcde1!x'
    const thirtyTwo = 'Abcde1!' + 'x'.repeat(25)
    expect(eight).toHaveLength(8)
    expect(thirtyTwo).toHaveLength(32)
    expect(firstMessage(schema, eight)).toBeUndefined()
    expect(firstMessage(schema, thirtyTwo)).toBeUndefined()
  })

  it('refuses 7 and 33 characters', () => {
    const seven = 'Abcd1!x'
    const thirtyThree = 'Abcde1!' + 'x'.repeat(26)
    expect(seven).toHaveLength(7)
    expect(thirtyThree).toHaveLength(33)
    expect(firstMessage(schema, seven)).toBe(complexPasswordMessage)
    expect(firstMessage(schema, thirtyThree)).toBe(complexPasswordMessage)
  })

  it.each([
    ['an uppercase letter', 'abcdefg1!'],
    ['a lowercase letter', 'ABCDEFG1!'],
    ['a number', 'Abcdefgh!'],
    ['a symbol', 'Abcdefgh1'],
  ])('refuses a password without %s', (_missing, password) => {
    expect(firstMessage(schema, password)).toBe(complexPasswordMessage)
    expect(isComplexPassword(password)).toBe(false)
  })

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('counts %s as the symbol', (symbol) => {
    expect(isComplexPassword(`Abcdefg1${symbol}`)).toBe(true)
  })

  it('does not count other punctuation as the symbol', () => {
    expect(firstMessage(schema, 'Abcdefg1-')).toBe(complexPasswordMessage)
    expect(firstMessage(schema, 'Abcdefg1?')).toBe(complexPasswordMessage)
  })

  it('asks for a value first', () => {
    expect(firstMessage(schema, '')).toBe('Password can not be empty')
    expect(firstMessage(rules.complexPassword('New password'), undefined)).toBe(
      'New password can not be empty',
    )
  })

  it('accepts the demo password', () => {
    expect(isComplexPassword('Demo123!')).toBe(true)
  })
})

describe('confirmations', () => {
  const passwordForm = withPasswordConfirmation(
    z.object({
      password: rules.complexPassword(),
      password_confirmation: rules.required('Password confirmation'),
    }),
  )

  it('password confirmation must match the password', () => {
    const result = passwordForm.safeParse({ password: 'Demo123!', password_confirmation: 'Demo123?' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        password_confirmation: 'Password confirmation does not match',
      })
    }
    expect(passwordForm.safeParse({ password: 'Demo123!', password_confirmation: 'Demo123!' }).success).toBe(
      true,
    )
  })

  it('confirmed names the field that does not match', () => {
    const emailForm = withConfirmed(
      z.object({ email: rules.email('Email'), email_confirmation: z.string() }),
      'email',
      'Email confirmation',
      'email_confirmation',
    )
    const result = emailForm.safeParse({ email: 'a@acme.com', email_confirmation: 'b@acme.com' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ email_confirmation: 'Email confirmation does not match' })
    }
    expect(emailForm.safeParse({ email: 'a@acme.com', email_confirmation: 'a@acme.com' }).success).toBe(true)
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per field, the one the user sees', () => {
    const form = z.object({ email: rules.email('Email'), password: rules.required('Password') })
    const result = form.safeParse({ email: '', password: '' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        email: 'Email can not be empty',
        password: 'Password can not be empty',
      })
    }
  })
})

describe('checkFile', () => {
  const photo = { name: 'me.png', type: 'image/png', size: 300 * 1024 }
  const csv = { name: 'data.csv', type: 'text/csv', size: 2 * 1024 * 1024 }

  it('required file: same message as required text', () => {
    expect(checkFile(null, { label: 'Dataset file', isRequired: true })).toBe('Dataset file can not be empty')
    expect(checkFile(undefined, { label: 'Dataset file' })).toBeUndefined()
  })

  it('image', () => {
    expect(checkFile(csv, { label: 'Profile photo', isImage: true })).toBe('Profile photo must be an image')
    expect(checkFile(photo, { label: 'Profile photo', isImage: true })).toBeUndefined()
  })

  it('mimes', () => {
    const rule = { label: 'Dataset file', mimeTypes: ['text/csv', 'application/json'] }
    expect(checkFile(photo, rule)).toBe('Dataset file must have a valid file type')
    expect(checkFile(csv, rule)).toBeUndefined()
  })

  it('size in KB below 1000 KB and in MB from 1000 KB', () => {
    expect(checkFile(photo, { label: 'Profile photo', maxKilobytes: 200 })).toBe(
      'The Profile photo size must be less than 200 KB',
    )
    expect(checkFile(csv, { label: 'Dataset file', maxKilobytes: 1000 })).toBe(
      'The Dataset file size must be less than 1 MB',
    )
    expect(checkFile(photo, { label: 'Profile photo', maxKilobytes: 300 })).toBeUndefined()
    expect(checkFile({ ...photo, size: 300 * 1024 + 1 }, { label: 'Profile photo', maxKilobytes: 300 })).toBe(
      'The Profile photo size must be less than 300 KB',
    )
  })
})
