/** What the agreement's screens, links and errors say (docs/decisions/0059-data-access-agreement.md). */
export const agreementMessages = {
  notFound: 'This version of the data access agreement does not exist',
  standardName: 'Lumbung standard data access agreement',
  linkLabel: 'Read the data access agreement',
  providerLinkLabel: "Read the provider's data access agreement",
  version: 'Version',
  effective: 'Effective',
  sha256: 'SHA-256',
  sha256Help: 'The SHA-256 fingerprint of the agreement as plain text: hash the text file to check it.',
  pdfNote: 'The SHA-256 above is of that text, not of this PDF.',
  downloadPdf: 'Download PDF',
  downloadText: 'Download as text',
  accepted: 'Agreement accepted',
  acceptedNone: 'Not recorded (requested before agreements were kept)',
  providerOwn: "The provider's own agreement",
  olderVersion: 'This is an earlier version. New requests accept the current version.',
  currentVersion: 'Read the current version',
  providerUnavailable:
    "The provider's data access agreement cannot be opened just now, so the request was not sent. Try again later.",
  productFormHelp:
    'Without a file of your own, buyers accept the Lumbung standard data access agreement. Read it before you decide.',
} as const
