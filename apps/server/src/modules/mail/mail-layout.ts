import { mailLayoutTexts, units, type Language, type MailTexts } from '@lumbung/contract'
import { z } from 'zod'

/**
 * One message kind. `schema` checks the data when the message is sent, so a caller's mistake fails
 * in the caller's request instead of in a background job. `Input` is what a sender passes (the
 * schema's input), `Data` what the template reads (its output).
 */
export interface MailTemplate<Data = Record<string, unknown>, Input = Data> {
  schema?: z.ZodType<Data, Input>
  /** `language`: the recipient's; English when a job queued before mails spoke two languages has none. */
  subject(data: Data, language?: Language): string
  text(data: Data, language?: Language): string
  html(data: Data, language?: Language): string
}

/** What a message says; the layout turns it into the HTML and the plain-text part. */
export interface MailBody {
  heading: string
  /** "Hi Budi," — its own line above the paragraphs. */
  greeting?: string
  paragraphs: readonly string[]
  action?: { label: string; url: string }
  /** Small print after the action: how long a link lasts, what to do if it was not you. */
  notes?: readonly string[]
}

export const brandName = 'Lumbung'

/** A link in a message: only http(s), so data can never smuggle a javascript: URL into an href. */
export const mailLink = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

/** Rupiah and its unit, written in the recipient's language; text as written by a mail queued before. */
export const mailPrice = () =>
  z.union([
    z.string().min(1),
    z.object({ amount: z.number().int().nullable(), unit: z.enum(units).nullable() }),
  ])

/** A request's terms, written in the recipient's language; text as written by a mail queued before. */
export const mailTermsSchema = z.object({
  price: z.number().int().nullable(),
  unit: z.enum(units).nullable(),
  monthlyQuota: z.number().int().nullable(),
  periodCount: z.number().int().nullable(),
})
export const mailTerms = () => z.union([z.string().min(1), mailTermsSchema])

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const isHttpUrl = (url: string) => /^https?:\/\//i.test(url)

const colors = {
  // The web app's primary teal (shade 7): 5.5:1 contrast with white text.
  brand: '#0f766e',
  text: '#1f2933',
  muted: '#5f6b76',
  page: '#f3f5f4',
  card: '#ffffff',
  border: '#dfe5e2',
}
const fontStack = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Every value is escaped here; templates pass plain text only. */
export function renderHtml(body: MailBody, language: Language = 'en'): string {
  const layout = mailLayoutTexts[language]
  const paragraph = (text: string, style = `margin:0 0 16px;color:${colors.text};font-size:15px`) =>
    `<p style="${style};line-height:1.6">${escapeHtml(text)}</p>`
  const action =
    body.action && isHttpUrl(body.action.url)
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${colors.brand}">` +
        `<a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 22px;font-family:${fontStack};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(body.action.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;color:${colors.muted};font-size:13px;line-height:1.6">${escapeHtml(layout.linkFallback)}<br>` +
        `<a href="${escapeHtml(body.action.url)}" style="color:${colors.brand};word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
      : ''
  const notes = (body.notes ?? [])
    .map((note) => paragraph(note, `margin:0 0 8px;color:${colors.muted};font-size:13px`))
    .join('')
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(body.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colors.page}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.page};padding:24px 12px;font-family:${fontStack}"><tr><td align="center">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">`,
    `<tr><td style="padding:0 4px 16px;font-size:22px;font-weight:700;color:${colors.brand};letter-spacing:0.5px">${brandName}</td></tr>`,
    `<tr><td style="background:${colors.card};border:1px solid ${colors.border};border-radius:8px;padding:28px">`,
    `<h1 style="margin:0 0 20px;font-size:20px;line-height:1.4;color:${colors.text}">${escapeHtml(body.heading)}</h1>`,
    body.greeting ? paragraph(body.greeting) : '',
    body.paragraphs.map((text) => paragraph(text)).join(''),
    action,
    notes,
    '</td></tr>',
    `<tr><td style="padding:16px 4px;color:${colors.muted};font-size:12px;line-height:1.5">` +
      `${escapeHtml(layout.footer(brandName))}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n')
}

export function renderText(body: MailBody, language: Language = 'en'): string {
  const blocks = [body.heading, body.greeting, ...body.paragraphs]
  if (body.action) blocks.push(`${body.action.label}:\n${body.action.url}`)
  blocks.push(...(body.notes ?? []))
  blocks.push(`-- \n${mailLayoutTexts[language].textFooter(brandName)}`)
  return `${blocks.filter((block) => block !== undefined).join('\n\n')}\n`
}

/**
 * A template whose words live in the contract in each language (`MailTexts`), rendered in the
 * recipient's; `actionUrl` gives the button's address, which no language changes. The HTML and text
 * parts come from one body, so the two never say different things.
 */
export function defineTranslatedMailTemplate<Data extends Record<string, unknown>, Input = Data>(definition: {
  schema: z.ZodType<Data, Input>
  texts: MailTexts<Data>
  actionUrl?: (data: Data) => string
}): MailTemplate<Data, Input> {
  const bodyOf = (data: Data, language: Language): MailBody & { subject: string } => {
    const words = definition.texts[language](data)
    const url = definition.actionUrl?.(data)
    return {
      subject: words.subject,
      heading: words.heading,
      ...(words.greeting === undefined ? {} : { greeting: words.greeting }),
      paragraphs: words.paragraphs,
      ...(words.action !== undefined && url !== undefined ? { action: { label: words.action, url } } : {}),
      ...(words.notes === undefined ? {} : { notes: words.notes }),
    }
  }
  return {
    schema: definition.schema,
    subject: (data, language = 'en') => bodyOf(data, language).subject,
    text: (data, language = 'en') => renderText(bodyOf(data, language), language),
    html: (data, language = 'en') => renderHtml(bodyOf(data, language), language),
  }
}
