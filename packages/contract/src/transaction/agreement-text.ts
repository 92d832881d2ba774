/**
 * Lumbung's standard data access agreement, kept as data so the page, the PDF and the SHA-256 a
 * request keeps all come from one text (docs/decisions/0059-data-access-agreement.md). A published
 * version is never edited: a change is a new entry with a new version, and the newest one is the one
 * new requests accept. Older versions stay here so that what an earlier buyer accepted can still be read.
 */

export interface AgreementSection {
  heading: string
  paragraphs: readonly string[]
}

export interface AgreementText {
  /** "2026-11": the month it took effect. */
  version: string
  title: string
  /** The day it took effect, `YYYY-MM-DD`. */
  effective_date: string
  preamble: readonly string[]
  sections: readonly AgreementSection[]
}

const version202611: AgreementText = {
  version: '2026-11',
  title: 'Lumbung standard data access agreement',
  effective_date: '2026-11-01',
  preamble: [
    'This agreement is between the provider that offers a data product on Lumbung (the "Provider") and the company that requests it (the "Consumer"). It applies to every request for a product whose provider has not attached an agreement of its own, and it is accepted when the Consumer ticks the acceptance box and sends the request.',
    'Lumbung operates the marketplace on which the parties meet. It keeps the record of what was requested, approved, delivered and billed, and may act on this agreement as section 9 says.',
    '"Data" means everything the Consumer receives under the purchase: API answers, files, deliveries, query results, and anything derived from them that still allows the original records to be recovered.',
  ],
  sections: [
    {
      heading: '1. Permitted use',
      paragraphs: [
        'The Consumer may use the Data only for the purpose of usage it stated in its request, as the Provider approved it, and only within its own company. Any other purpose needs a new request.',
        'The Consumer uses the Data within the quota, period and delivery method of the purchase, and only through the means Lumbung provides (the gateway with the company key, downloads, deliveries and queries).',
      ],
    },
    {
      heading: '2. No resale or redistribution',
      paragraphs: [
        'The Consumer must not sell, license, publish, share or otherwise make the Data available to anyone outside its company, whether as received, in part, or combined with other data, unless the Provider agrees in writing.',
        'Contractors working for the Consumer may handle the Data only for the permitted purpose, under duties no weaker than these, and the Consumer answers for them.',
        "Aggregated results that cannot identify any person or record, and that do not let the Data be rebuilt, may be used in the Consumer's own reports.",
      ],
    },
    {
      heading: '3. Personal data',
      paragraphs: [
        "Where the Data contains personal data, both parties comply with Indonesia's Law No. 27 of 2022 on Personal Data Protection (UU PDP) and its implementing regulations.",
        'The Provider confirms that it has a lawful basis to share the personal data for the stated purpose, including consent where the law requires it. The Consumer processes the personal data only for that purpose, keeps it accurate and no longer than needed, and does not try to identify people in data that was masked, aggregated or pseudonymised.',
        'The Consumer supports the Provider in answering requests from data subjects (access, correction, deletion, objection), and does not transfer personal data outside Indonesia except as the law allows.',
      ],
    },
    {
      heading: '4. Security',
      paragraphs: [
        'The Consumer protects the Data with technical and organisational measures suited to its sensitivity: access limited to the people who need it, secure storage, encryption in transit, and keeping the company key and download links secret.',
        'The Consumer tells the Provider and Lumbung without undue delay, and in any case within 3 x 24 hours of learning of it, of any unauthorised access to, loss of or disclosure of the Data, and helps limit its effects. Where personal data is involved, the notifications of the Personal Data Protection Law also apply.',
      ],
    },
    {
      heading: '5. Retention and deletion',
      paragraphs: [
        'The Consumer keeps the Data only as long as the permitted purpose needs it and the purchase lasts.',
        'When the purchase ends, expires or is revoked, the Consumer deletes the Data and every copy of it within 30 days, except where a law requires it to keep some of it, and then only for as long and as far as that law requires. On request it confirms the deletion in writing.',
      ],
    },
    {
      heading: '6. Audit',
      paragraphs: [
        "The Provider, or an auditor it appoints and who is bound to confidentiality, may check once a year, and at any time after a suspected breach, that the Consumer keeps this agreement, on 10 working days' notice and during business hours.",
        'Lumbung keeps a record of every call, download, delivery and query made under the purchase, and may share it with the Provider and the Consumer to settle a question about use.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'The Provider provides the Data as described in the product and does not promise that it fits any purpose beyond that description. Service levels and credits are those the product states.',
        'Each party answers for the loss its breach of this agreement causes the other. Neither party answers for indirect or consequential loss, except for a breach of sections 2, 3 or 4, or for wilful misconduct or gross negligence.',
        'Lumbung is not a party to the exchange of the Data and answers only for running the marketplace with reasonable care.',
      ],
    },
    {
      heading: '8. Fees',
      paragraphs: [
        "The Consumer pays the price, unit and pricing model of the purchase as approved, invoiced monthly by Lumbung in Indonesian rupiah. A change of price applies as Lumbung's product rules state and is announced before it applies.",
      ],
    },
    {
      heading: '9. Suspension and revocation',
      paragraphs: [
        "The Provider may suspend the Consumer's access while it looks into a suspected breach, and may revoke it for a breach, stating its reason. Lumbung may do the same where the law, a breach of the marketplace's rules or unpaid invoices call for it.",
        'A suspension is lifted once the matter is resolved. A revocation ends the purchase: section 5 then applies, and charges already incurred remain due.',
      ],
    },
    {
      heading: '10. Term, law and disputes',
      paragraphs: [
        'This agreement runs from the approval of the request until the purchase ends and the Data is deleted; sections 2, 3, 4, 5 and 7 continue after that.',
        "This agreement is governed by the laws of the Republic of Indonesia. The parties first try to settle a dispute by talking to each other, with Lumbung's help where they ask for it; failing that, the District Court of South Jakarta decides.",
      ],
    },
  ],
}

/** Every published version, oldest first. */
export const agreementTexts: readonly AgreementText[] = [version202611]

/** The version new requests accept. */
export const currentAgreement: AgreementText = agreementTexts[agreementTexts.length - 1]!

export const agreementOfVersion = (version: string): AgreementText | undefined =>
  agreementTexts.find((agreement) => agreement.version === version)

/**
 * The agreement as plain text, the form its SHA-256 is taken of: UTF-8, LF line ends, a blank line
 * between blocks, one final line end. Anyone can check a fingerprint by hashing this text (the server
 * serves it as a .txt file).
 */
export function agreementPlainText(agreement: AgreementText): string {
  const blocks = [
    agreement.title,
    `Version ${agreement.version}, effective ${agreement.effective_date}`,
    ...agreement.preamble,
    ...agreement.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ]
  return `${blocks.join('\n\n')}\n`
}
