import { describe, expect, it } from 'vitest'
import { isBusinessEmail, messages, rules } from './validation'
import { complexPasswordMessage, firstMessage } from './validation-test-setup'

describe('messages (their exact wording)', () => {
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
